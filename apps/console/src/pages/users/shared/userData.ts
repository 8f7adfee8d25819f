/**
 * The users area's reads, typed once: each hook knows its endpoint (USER_PATHS) and what it answers, so a screen
 * passes only its query. A `null` query (or id) waits: nothing is fetched.
 */
import {
  USER_PATHS,
  useList,
  useResource,
  type ConsoleUser,
  type ListQuery,
  type PermissionGroup,
  type PermissionGroupDetail,
} from '@oa/api';

type Query = ListQuery | null;

export const useUsers = (query: Query) => useList<ConsoleUser>(USER_PATHS.users, query);

export const useGroups = (query: Query) => useList<PermissionGroup>(USER_PATHS.groups, query);

/** A group with its members. */
export const useGroup = (id: number | null) =>
  useResource<PermissionGroupDetail>(id === null ? null : USER_PATHS.group(id));
