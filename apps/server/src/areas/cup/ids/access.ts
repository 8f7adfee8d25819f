/**
 * Who reads and writes cups and boxes by hand: the screens that read cups, the histories' readers, and the check
 * for a route whose reading (a preview) and writing (applying) take different permissions.
 */
import { action, anyScreen, type Principal } from '../../../http/access';
import { HttpError, MESSAGES } from '../../../http/errors';

/** The screens that read cups: the ID screens, both histories, the packing screen, the manual change. */
export const CUP_READERS = anyScreen(
  '/cup/lalaloop-id-manage',
  '/cup/lalaloop-id-history',
  '/cup/seoul-lalaloop-cup-id-history',
  '/cup/state-manual-change',
);
export const HISTORY_READERS = anyScreen('/cup/lalaloop-id-history', '/cup/seoul-lalaloop-cup-id-history');

/** 403 unless the principal holds the action's permission (for a route whose reading and writing differ). */
export function requireAction(principal: Principal, name: Parameters<typeof action>[0]): void {
  const needed = action(name);
  if (needed.kind === 'permissions' && !needed.anyOf.some((permission) => principal.permissions.includes(permission)))
    throw new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
}
