/**
 * The one session of the app (spec §3): tokens and the user in localStorage under the spec's keys, other tabs
 * heard through the `storage` event. Light on purpose: the sign-in page loads only this (and jwt-decode); the
 * data layer (the clients, SWR) loads with the signed-in layout.
 */
import { createSession, STORAGE_KEYS, type LoggedInUser } from '@oa/auth';
import { useSyncExternalStore } from 'react';
import { apiBaseUrls } from '@oa/api/baseUrls';

export const session = createSession({ storage: window.localStorage, events: window });

export const baseUrls = apiBaseUrls(import.meta.env);

/** Where a logout goes; the router sets it (replace, so Back does not return to the signed-out screen). */
let goToLogin: () => void = () => {
  window.location.assign('/login');
};
export function setLoginNavigation(navigate: () => void): void {
  goToLogin = navigate;
}
session.onLogout(() => {
  goToLogin();
});

// The same object while userInfo is unchanged (useSyncExternalStore compares snapshots by identity).
let snapshot: { raw: string | null; user: LoggedInUser | null } = { raw: null, user: null };
const subscribe = (listener: () => void) => session.subscribe(listener);
const getUser = () => {
  const raw = window.localStorage.getItem(STORAGE_KEYS.userInfo);
  if (raw !== snapshot.raw) snapshot = { raw, user: session.getUser() };
  return snapshot.user;
};

/** The signed-in user, re-rendering when it changes (here or in another tab). */
export function useSignedInUser(): LoggedInUser | null {
  return useSyncExternalStore(subscribe, getUser, getUser);
}
