/** Where the client screens live (the route-permission table in packages/auth names the same paths). */
export const CLIENT_LIST_PATH = '/dashboard/client-list';

/** The edit screen of one client. */
export const clientEditPath = (uid: string) => `/dashboard/client-edit/${encodeURIComponent(uid)}`;
