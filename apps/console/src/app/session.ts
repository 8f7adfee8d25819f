/**
 * The one session of the app (spec §3): tokens and the user in localStorage under the spec's keys, other tabs
 * heard through the `storage` event. Light on purpose: the sign-in page loads only this (and jwt-decode); the
 * data layer (axios, SWR) loads with the signed-in layout.
 */
import { createSession, decodeUser, type LoggedInUser } from '@oa/auth';
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

/** The signed-in user: the stored one, or decoded from the token (then stored). */
export function currentUser(): LoggedInUser | null {
  const stored = session.getUser();
  if (stored !== null) return stored;
  const token = session.getAccessToken();
  if (token === null) return null;
  const user = decodeUser(token);
  session.setUser(user);
  return user;
}
