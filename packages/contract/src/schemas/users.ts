/**
 * The users and clients area's wire shapes as schemas (the server validates, serializes and documents with
 * them); their types, the enumerations and the paths are in ../users.ts, the audit log's in ./audit.ts.
 */
import { Type } from 'typebox';
import { SEOUL_DISTRICT_NAMES } from '../seoul';
import { CLIENT_TYPES, USER_STATUSES } from '../users';
import { Nullable, NullableInteger, NullableString, NullableTimestamp, NullOr, StringEnum, Timestamp } from './common';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A console user as the lists and the detail answer it. A user with a client is that client's admin user. */
export const ConsoleUserSchema = Type.Object({
  id: Type.Integer(),
  loginId: Type.String(),
  name: Type.String(),
  email: NullableString,
  /** Masked: 010-****-5678. */
  phone: NullableString,
  status: StringEnum(USER_STATUSES),
  groupId: NullableInteger,
  groupName: NullableString,
  clientId: NullableInteger,
  clientName: NullableString,
  lastLoginAt: NullableTimestamp,
  createdAt: Timestamp,
});

/** Create (POST, with loginId) and edit (PUT, loginId ignored) a user. `phone` digits or with hyphens. */
export const UserInputSchema = Type.Object({
  loginId: Type.String({ description: '등록 시에만: 영문, 숫자, . _ - 4~40자 (수정 시 바꿀 수 없음)' }),
  name: Type.String({ description: '1~50자' }),
  email: NullOr(Type.String()),
  phone: NullOr(Type.String({ description: '휴대폰·유선 번호 (하이픈 선택); 수정 시 받은 마스킹 값 그대로면 유지' })),
  groupId: NullOr(Type.Integer()),
  clientId: NullOr(Type.Integer()),
});

/**
 * The answer to creating a user and to resetting a password: a one-time password, shown once and never stored in
 * clear; the user must change it at the next sign-in.
 */
export const OneTimePasswordSchema = Type.Object({
  userId: Type.Integer(),
  loginId: Type.String(),
  temporaryPassword: Type.String({ description: '한 번만 보여 주는 임시 비밀번호 (다음 로그인에서 바꿔야 함)' }),
});

/** PATCH a user's status: activate a sign-up, lock, unlock (optionally assigning a group on activation). */
export const UserStatusInputSchema = Type.Object({
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('LOCKED')]),
  groupId: Type.Optional(NullOr(Type.Integer({ minimum: 1 }))),
});

export const PermissionGroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  /** spec §6 permission strings, sorted as in the permission table. */
  permissions: Type.Array(Type.String()),
  members: Type.Integer(),
  createdAt: Timestamp,
});

export const PermissionGroupInputSchema = Type.Object({
  name: Type.String({ description: '1~50자, 다른 그룹과 겹치지 않게' }),
  description: Type.String({ description: '200자까지' }),
  permissions: Type.Array(Type.String(), { description: 'spec §6 권한 문자열 (중복 제거, 권한 표 순서로 저장)' }),
});

/** A group's member, on the group's edit page. */
export const GroupMemberSchema = Type.Object({
  id: Type.Integer(),
  loginId: Type.String(),
  name: Type.String(),
  status: StringEnum(USER_STATUSES),
  clientName: NullableString,
});

export const PermissionGroupDetailSchema = Type.Object({
  ...PermissionGroupSchema.properties,
  memberList: Type.Array(GroupMemberSchema),
});

/** POST a group's members: the users move to it from their group. */
export const GroupMembersInputSchema = Type.Object({
  userIds: Type.Array(Id, { minItems: 1, maxItems: 500 }),
});

/**
 * Deleting a group with members: refused (409 GROUP_HAS_MEMBERS) unless the caller chooses `unassign`, which
 * leaves its members without a group (they keep signing in but see no screen until given one).
 */
export const GroupDeleteQuerySchema = Type.Object({
  members: Type.Optional(Type.Union([Type.Literal('refuse'), Type.Literal('unassign')])),
});

/** A deleted group and how many members it left without a group. */
export const GroupDeletedSchema = Type.Object({ id: Type.Integer(), unassigned: Type.Integer() });

export const ClientSchema = Type.Object({
  id: Type.Integer(),
  uid: Type.String(),
  name: Type.String(),
  type: StringEnum(CLIENT_TYPES),
  businessNumber: NullableString,
  contactName: NullableString,
  /** Masked. */
  contactPhone: NullableString,
  district: Nullable(StringEnum(SEOUL_DISTRICT_NAMES)),
  parentId: NullableInteger,
  parentName: NullableString,
  robots: Type.Integer(),
  admins: Type.Integer(),
  children: Type.Integer(),
  createdAt: Timestamp,
});

/** Register (POST, uid chosen by the server) and edit (PUT) a client. `businessNumber` 000-00-00000. */
export const ClientInputSchema = Type.Object({
  name: Type.String({ description: '1~50자' }),
  type: StringEnum(CLIENT_TYPES),
  businessNumber: NullOr(Type.String({ description: '000-00-00000 (하이픈 선택)' })),
  contactName: NullOr(Type.String()),
  contactPhone: NullOr(Type.String({ description: '수정 시 받은 마스킹 값 그대로면 유지' })),
  district: NullOr(StringEnum(SEOUL_DISTRICT_NAMES)),
  parentId: NullOr(Type.Integer()),
});

/** A deleted client: its children became top-level, its admin users were locked and detached. */
export const ClientDeletedSchema = Type.Object({
  uid: Type.String(),
  detachedChildren: Type.Integer(),
  lockedAdmins: Type.Integer(),
});

/**
 * A client's domain settings: the host names its admin users' console answers on (e.g. gangnam.oa-console.kr),
 * one of them primary. A host name belongs to one client only.
 */
export const ClientDomainSchema = Type.Object({ hostname: Type.String(), primary: Type.Boolean() });

export const ClientDomainsInputSchema = Type.Object({ domains: Type.Array(ClientDomainSchema) });
