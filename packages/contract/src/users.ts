/**
 * The users and clients area's shared vocabulary (domain.md "Users and clients", spec §6): console users,
 * permission groups, client organisations with their children and domains: the enumerations, the types of the
 * shapes (derived from schemas/users.ts, which holds each field's comment), the paths and each list's fields. The
 * server (apps/server/src/areas/users, areas/clients) and the console (apps/console/src/pages/users, pages/clients)
 * both build on these. Times are ISO 8601 strings in UTC on the wire; the console shows them in Asia/Seoul. Phone
 * numbers arrive masked.
 */
import type { Static } from 'typebox';
import type {
  ClientDeletedSchema,
  ClientDomainSchema,
  ClientDomainsInputSchema,
  ClientInputSchema,
  ClientSchema,
  ConsoleUserSchema,
  GroupDeletedSchema,
  GroupDeleteQuerySchema,
  GroupMemberSchema,
  GroupMembersInputSchema,
  OneTimePasswordSchema,
  PermissionGroupDetailSchema,
  PermissionGroupInputSchema,
  PermissionGroupSchema,
  UserInputSchema,
  UserStatusInputSchema,
} from './schemas/users';
import { defineList } from './listFields';
import { SEOUL_DISTRICT_NAMES } from './seoul';

/** A sign-up is PENDING until an administrator activates it; LOCKED cannot sign in and its sessions are ended. */
export const USER_STATUSES = ['PENDING', 'ACTIVE', 'LOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CLIENT_TYPES = ['DISTRICT_OFFICE', 'PUBLIC_INSTITUTION', 'COMPANY', 'CAMPUS'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** A console user as the lists and the detail answer it. A user with a client is that client's admin user. */
export type ConsoleUser = Static<typeof ConsoleUserSchema>;

export type UserInput = Static<typeof UserInputSchema>;

/** A one-time password, shown once: the user must change it at the next sign-in. */
export type OneTimePassword = Static<typeof OneTimePasswordSchema>;

export type UserStatusInput = Static<typeof UserStatusInputSchema>;

export type PermissionGroup = Static<typeof PermissionGroupSchema>;

export type PermissionGroupInput = Static<typeof PermissionGroupInputSchema>;

export type GroupMember = Static<typeof GroupMemberSchema>;

export type PermissionGroupDetail = Static<typeof PermissionGroupDetailSchema>;
export type GroupMembersInput = Static<typeof GroupMembersInputSchema>;
export type GroupDeleted = Static<typeof GroupDeletedSchema>;

/** Deleting a group with members: refused (409 GROUP_HAS_MEMBERS) or `unassign` (they keep no group). */
export type GroupDeleteMembers = NonNullable<Static<typeof GroupDeleteQuerySchema>['members']>;

export type Client = Static<typeof ClientSchema>;

export type ClientInput = Static<typeof ClientInputSchema>;
export type ClientDeleted = Static<typeof ClientDeletedSchema>;

/** A client's host name (its admin users' console answers on it), one of them primary. */
export type ClientDomain = Static<typeof ClientDomainSchema>;

export type ClientDomainsInput = Static<typeof ClientDomainsInputSchema>;

/** Business numbers: 000-00-00000 (hyphens optional on input). */
export const BUSINESS_NUMBER_PATTERN = /^\d{3}-?\d{2}-?\d{5}$/;
/** Host names of domain settings: lower-case labels, at least one dot. */
export const HOSTNAME_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const MAX_CLIENT_DOMAINS = 10;

/** Endpoint paths on OA. */
export const USER_PATHS = {
  users: '/v1/users',
  user: (id: number) => `/v1/users/${String(id)}`,
  userStatus: (id: number) => `/v1/users/${String(id)}/status`,
  userPasswordReset: (id: number) => `/v1/users/${String(id)}/password-reset`,
  groups: '/v1/permission-groups',
  group: (id: number) => `/v1/permission-groups/${String(id)}`,
  groupMembers: (id: number) => `/v1/permission-groups/${String(id)}/members`,
  groupMember: (id: number, userId: number) => `/v1/permission-groups/${String(id)}/members/${String(userId)}`,
  /** Every group as {id, name}, for the user form's picker. */
  groupOptions: '/v1/permission-group-options',
  clients: '/v1/clients',
  client: (uid: string) => `/v1/clients/${encodeURIComponent(uid)}`,
  clientChildren: (uid: string) => `/v1/clients/${encodeURIComponent(uid)}/children`,
  clientDomains: (uid: string) => `/v1/clients/${encodeURIComponent(uid)}/domains`,
  clientAdminUsers: '/v1/client-admin-users',
  auditLog: '/v1/audit-log',
} as const;

/*
 * Each list's fields (the list contract: `filter=<field>:<op>:<value>`, `sort=<field>,ASC|DESC`; the server answers
 * 400 to any other). Types and operators: listFields.ts.
 */

/** GET /v1/users and /v1/client-admin-users. `q`: like over login id, name and email. */
export const USER_LIST = defineList({
  fields: {
    q: { type: 'search' },
    loginId: { type: 'text', sortable: true },
    name: { type: 'text', sortable: true },
    email: { type: 'text' },
    status: { type: 'enum', values: USER_STATUSES, sortable: true },
    groupId: { type: 'integer' },
    clientId: { type: 'integer' },
    lastLoginAt: { type: 'timestamp', sortable: true },
    createdAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'createdAt',
});

/** GET /v1/permission-groups. `permissions` (`any`): the group holds that permission. */
export const GROUP_LIST = defineList({
  fields: {
    name: { type: 'text', sortable: true },
    permissions: { type: 'textArray' },
    createdAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'createdAt',
});

/** GET /v1/clients and /v1/clients/:uid/children. `q`: like over uid, name and business number. */
export const CLIENT_LIST = defineList({
  fields: {
    q: { type: 'search' },
    uid: { type: 'text', sortable: true },
    name: { type: 'text', sortable: true },
    type: { type: 'enum', values: CLIENT_TYPES, sortable: true },
    district: { type: 'enum', values: SEOUL_DISTRICT_NAMES, sortable: true },
    parentId: { type: 'integer' },
    createdAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'createdAt',
});
