/**
 * spec §4 as a route loader: every route runs `decideNavigation` (packages/auth) before it renders. A decoded user
 * is stored; "no route at all" and unexpected errors show the Korean alert, then log out.
 */
import { decideNavigation, decodeUser } from '@oa/auth';
import { lazy } from 'react';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { mountGlobalHost } from './GlobalHosts';
import { session } from './session';

/** The confirm dialog's host, mounted for the alert (app/GlobalHosts.tsx). */
const ConfirmDialogHost = lazy(() =>
  import('@oa/ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialogHost })),
);

export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  const decision = decideNavigation({
    pathname,
    token: session.getAccessToken(),
    user: session.getUser(),
    decode: decodeUser,
  });
  if (decision.type !== 'alert-then-logout' && decision.user !== undefined) session.setUser(decision.user);
  if (decision.type === 'allow') return null;
  if (decision.type === 'redirect') return redirect(decision.to);
  mountGlobalHost('confirm', ConfirmDialogHost);
  const { confirm } = await import('@oa/ui/ConfirmDialog');
  await confirm({ message: decision.message });
  await session.logout();
  return redirect('/login');
}
