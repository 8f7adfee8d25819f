import { createContext, useContext, type ReactNode } from 'react';
import { can, type Action } from './actions';
import type { LoggedInUser } from './token';

const CurrentUserContext = createContext<LoggedInUser | null>(null);

export interface CurrentUserProviderProps {
  /** The signed-in user (e.g. the guard's decoded user, or `session.getUser()`); null when signed out. */
  user: LoggedInUser | null;
  children?: ReactNode;
}

/** Provides the current user to `useCan`, `<Can>` and `useCurrentUser` (the console wraps its layout in it). */
export function CurrentUserProvider({ user, children }: CurrentUserProviderProps) {
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}

/** The user given to the nearest `CurrentUserProvider`; null outside one. */
export function useCurrentUser(): LoggedInUser | null {
  return useContext(CurrentUserContext);
}

/** spec §6 action permissions: whether the current user may perform `action` (false without a provider). */
export function useCan(action: Action): boolean {
  return can(useCurrentUser(), action);
}

export interface CanProps {
  action: Action;
  children?: ReactNode;
  /** Shown instead when the action is not allowed; default nothing (the button is hidden). */
  fallback?: ReactNode;
}

/** Renders `children` only when the current user may perform `action`: `<Can action="manualRefill">…</Can>`. */
export function Can({ action, children, fallback = null }: CanProps) {
  return useCan(action) ? children : fallback;
}
