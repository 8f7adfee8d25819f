/**
 * The clients area's reads, typed once: each hook knows its endpoint (USER_PATHS) and what it answers, so a screen
 * passes only its query. A `null` query waits: nothing is fetched.
 */
import {
  USER_PATHS,
  useList,
  useResource,
  type Client,
  type ClientDomainsInput,
  type ConsoleUser,
  type ListQuery,
} from '@oa/api';

type Query = ListQuery | null;

export const useClients = (query: Query) => useList<Client>(USER_PATHS.clients, query);

export const useClient = (uid: string) => useResource<Client>(USER_PATHS.client(uid));

/** The client's child organisations. */
export const useClientChildren = (uid: string, query: Query) => useList<Client>(USER_PATHS.clientChildren(uid), query);

/** The client organisations' admin users. */
export const useClientAdminUsers = (query: Query) => useList<ConsoleUser>(USER_PATHS.clientAdminUsers, query);

export const useClientDomains = (uid: string) => useResource<ClientDomainsInput>(USER_PATHS.clientDomains(uid));
