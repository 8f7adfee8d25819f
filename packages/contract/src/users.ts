/**
 * The users and clients area's shared vocabulary (domain.md "Users and clients", spec §6): console users,
 * permission groups, client organisations with their children and domains, and the audit log. The server
 * (apps/server/src/resources) and the console (apps/console/src/pages/users, pages/clients) both build on these.
 * Times are ISO 8601 strings in UTC on the wire; the console shows them in Asia/Seoul. Phone numbers arrive masked.
 */
import type { SeoulDistrictName } from './seoul';

/** A sign-up is PENDING until an administrator activates it; LOCKED cannot sign in and its sessions are ended. */
export const USER_STATUSES = ['PENDING', 'ACTIVE', 'LOCKED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CLIENT_TYPES = ['DISTRICT_OFFICE', 'PUBLIC_INSTITUTION', 'COMPANY', 'CAMPUS'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** A console user as the lists and the detail answer it. A user with a client is that client's admin user. */
export interface ConsoleUser {
  id: number;
  loginId: string;
  name: string;
  email: string | null;
  /** Masked: 010-****-5678. */
  phone: string | null;
  status: UserStatus;
  groupId: number | null;
  groupName: string | null;
  clientId: number | null;
  clientName: string | null;
  lastLoginAt: string | null;
  createdAt: string;
}

/** Create (POST, with loginId) and edit (PUT, loginId ignored) a user. `phone` digits or with hyphens. */
export interface UserInput {
  loginId: string;
  name: string;
  email: string | null;
  phone: string | null;
  groupId: number | null;
  clientId: number | null;
}

/**
 * The answer to creating a user and to resetting a password: a one-time password, shown once and never stored in
 * clear; the user must change it at the next sign-in.
 */
export interface OneTimePassword {
  userId: number;
  loginId: string;
  temporaryPassword: string;
}

/** PATCH a user's status: activate a sign-up, lock, unlock (optionally assigning a group on activation). */
export interface UserStatusInput {
  status: 'ACTIVE' | 'LOCKED';
  groupId?: number | null;
}

export interface PermissionGroup {
  id: number;
  name: string;
  description: string;
  /** spec §6 permission strings, sorted as in the permission table. */
  permissions: string[];
  members: number;
  createdAt: string;
}

export interface PermissionGroupInput {
  name: string;
  description: string;
  permissions: string[];
}

/** A group's member, on the group's edit page. */
export interface GroupMember {
  id: number;
  loginId: string;
  name: string;
  status: UserStatus;
  clientName: string | null;
}

export interface PermissionGroupDetail extends PermissionGroup {
  memberList: GroupMember[];
}

/**
 * Deleting a group with members: refused (409 GROUP_HAS_MEMBERS) unless the caller chooses `unassign`, which
 * leaves its members without a group (they keep signing in but see no screen until given one).
 */
export type GroupDeleteMembers = 'refuse' | 'unassign';

export interface Client {
  id: number;
  uid: string;
  name: string;
  type: ClientType;
  businessNumber: string | null;
  contactName: string | null;
  /** Masked. */
  contactPhone: string | null;
  district: SeoulDistrictName | null;
  parentId: number | null;
  parentName: string | null;
  robots: number;
  admins: number;
  children: number;
  createdAt: string;
}

/** Register (POST, uid chosen by the server) and edit (PUT) a client. `businessNumber` 000-00-00000. */
export interface ClientInput {
  name: string;
  type: ClientType;
  businessNumber: string | null;
  contactName: string | null;
  contactPhone: string | null;
  district: SeoulDistrictName | null;
  parentId: number | null;
}

/**
 * A client's domain settings: the host names its admin users' console answers on (e.g. gangnam.oa-console.kr),
 * one of them primary. A host name belongs to one client only.
 */
export interface ClientDomain {
  hostname: string;
  primary: boolean;
}

export interface ClientDomainsInput {
  domains: ClientDomain[];
}

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
 * List fields (the shared list contract: filter=<field>:<op>:<value>, sort=<field>,ASC|DESC):
 * - users and client-admin-users: loginId, name, email (like), status, groupId, clientId (eq), lastLoginAt,
 *   createdAt, and `q` (like) searching loginId, name and email at once.
 * - permission-groups: name (like), permissions (any), createdAt.
 * - clients and clients/:uid/children: uid, name (like), type, district, parentId (eq), createdAt, and `q` (like)
 *   searching uid, name and business number.
 * - audit-log: action (eq, like), target (eq, like), actorUserId (eq), at (between).
 */
