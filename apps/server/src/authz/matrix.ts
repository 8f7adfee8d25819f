/**
 * THE authorization matrix of the API: every endpoint, a concrete request an allowed caller gets a 2xx for, and
 * who may call it. Written out by hand from the security design, on purpose NOT derived from the routes'
 * `config.access` declarations: authorization.test.ts checks every registered route against this table, so a
 * declaration that drifts (a screen's permissions changed, a route made public, a new route without an entry)
 * fails the build instead of shipping.
 *
 * - 'public': no access token needed (sign-in itself, and the two refresh-token endpoints, which authenticate the
 *   refresh token in the handler);
 * - 'signedIn': any active user with a live session, whatever its permissions;
 * - a permission list: any one of them suffices; every other caller gets 403.
 */
import { PERMISSIONS as P, type Permission } from '@oa/auth/tables';
import { DEMO_PASSWORD } from '../seed/seed';
import { cupMachineForm, robotForm } from '../testing/fixtures';

export type Who = 'public' | 'signedIn' | readonly Permission[];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** In `example`: the id of a user that exists and is not the caller (the test puts a real one in). */
export const OTHER_USER_ID = '{otherUserId}';

/**
 * More placeholders of `example` and `body`, each resolved by the test at every call: a fresh alert recipient (PUT
 * and DELETE each get their own), an uploaded program / AI model file, an RC 4.0 robot's machine id.
 */
export const FRESH_ALERT_RECIPIENT_ID = '{freshAlertRecipientId}';
export const PROGRAM_ID = '{programId}';
export const AI_MODEL_ID = '{aiModelId}';
export const RC40_MACHINE_ID = '{rc40MachineId}';
/**
 * The users area's placeholders, each made at every use: a permission group without members, a client without
 * robots (registered for the call), and a group with one member (its id and the member's user id).
 */
export const FRESH_GROUP_ID = '{freshGroupId}';
export const FRESH_CLIENT_UID = '{freshClientUid}';
export const FRESH_MEMBER_GROUP_ID = '{freshMemberGroupId}';
export const FRESH_MEMBER_USER_ID = '{freshMemberUserId}';

/** A rental not yet returned (the test finds one in the seed). */
export const OPEN_RENTAL_ID = '{openRentalId}';
/**
 * The cup programme's money and crew placeholders (found in the seed): a returned rental without a refund, refunds
 * FAILED and COMPLETED, a box on its way with cups and a rental machine with room for them, a return machine with cups.
 */
export const UNREFUNDED_RENTAL_ID = '{unrefundedRentalId}';
export const FAILED_REFUND_ID = '{failedRefundId}';
export const COMPLETED_REFUND_ID = '{completedRefundId}';
export const REFILL_BOX_NUMBER = '{refillBoxNumber}';
export const REFILL_MACHINE_ID = '{refillMachineId}';
export const RECEIVING_MACHINE_ID = '{receivingMachineId}';
/**
 * A cup's life's placeholders (found in the seed): clean cups loose at the site (to pack, to change, to discard),
 * an empty box to pack into and one to retire, a packed box (to ship) and a cup in it (to unpack), a RETURNED box
 * without cups (a manual change to EMPTY), a shipment on its way (to deliver).
 */
export const PACK_CUID = '{packCuid}';
export const CHANGE_CUID = '{changeCuid}';
export const DISCARD_CUID = '{discardCuid}';
export const PACK_BOX_NUMBER = '{packBoxNumber}';
export const RETIRE_BOX_NUMBER = '{retireBoxNumber}';
export const SHIP_BOX_NUMBER = '{shipBoxNumber}';
export const UNPACK_BOX_NUMBER = '{unpackBoxNumber}';
export const UNPACK_CUID = '{unpackCuid}';
export const CHANGE_BOX_NUMBER = '{changeBoxNumber}';
export const SHIPMENT_ID = '{shipmentId}';

/** The password of a caller whose request needs it (`ownPassword`); the test gives fresh callers this one. */
export const CALLER_PASSWORD = 'matrix-caller-2026';

export interface MatrixEntry {
  method: Method;
  /** The route as registered (Fastify's pattern, prefix included). */
  route: string;
  /** A concrete path to request (may contain OTHER_USER_ID). */
  example: string;
  /** A valid body for `example`, so an allowed caller gets a 2xx. */
  body?: unknown;
  who: Who;
  /** The bearer is a refresh token of a live session, not an access token (refresh, logout). */
  refreshTokenBearer?: true;
  /**
   * The request needs the caller's password (CALLER_PASSWORD) and ends the caller's sessions (password change):
   * each call is made as a fresh caller.
   */
  ownPassword?: true;
  /** The body is a multipart upload of this file name (the test adds a fresh `version` per call). */
  multipartFile?: string;
}

/** A valid user form (`loginId` only when registering). */
const MATRIX_USER = (loginId: string | undefined) => ({
  ...(loginId === undefined ? {} : { loginId }),
  name: '매트릭스 사용자',
  email: 'matrix-user@example.com',
  phone: '010-1234-5678',
  groupId: null,
  clientId: null,
});

/** A valid client form. */
const MATRIX_CLIENT = {
  name: '매트릭스 고객사',
  type: 'COMPANY',
  businessNumber: '123-45-67890',
  contactName: '홍길동',
  contactPhone: '010-2345-6789',
  district: '강남구',
  parentId: null,
};

/**
 * A cup machine kind's list, map, detail, register and edit (each edit called once, by the one allowed permission),
 * and its monitor's live stream.
 */
function cupMachineEntries(
  path: string,
  seeded: string,
  fresh: string,
  edit: Permission,
  read: readonly Permission[],
  monitor: Permission,
): MatrixEntry[] {
  const base = `/seoul-cup/v1/${path}`;
  return [
    { method: 'GET', route: base, example: `${base}?page=1&size=5`, who: read },
    { method: 'GET', route: `${base}/map`, example: `${base}/map?filter=state:eq:NORMAL`, who: read },
    { method: 'GET', route: `${base}/stream`, example: `${base}/stream`, who: [monitor] },
    { method: 'GET', route: `${base}/:machineId`, example: `${base}/${seeded}`, who: read },
    { method: 'POST', route: base, example: base, body: { ...cupMachineForm, machineId: fresh }, who: [edit] },
    {
      method: 'PUT',
      route: `${base}/:machineId`,
      example: `${base}/${seeded}`,
      body: { ...cupMachineForm, revision: 1 },
      who: [edit],
    },
  ];
}

/** Statistics pages under `prefix`, each asked for a quarter by week (any period answers). */
const statisticsEntries = (prefix: '/oa' | '/apps', pages: readonly string[], permission: Permission): MatrixEntry[] =>
  pages.map((page) => ({
    method: 'GET',
    route: `${prefix}/v1/statistics/${page}`,
    example: `${prefix}/v1/statistics/${page}?from=2026-01-01&to=2026-03-31&granularity=week`,
    who: [permission],
  }));

/** The sign-in and session routes, the same under both the OA and the APPS prefix. */
const authEntries = (prefix: '/oa' | '/apps'): MatrixEntry[] => [
  {
    method: 'POST',
    route: `${prefix}/v1/auth/login`,
    example: `${prefix}/v1/auth/login`,
    // A seeded demo account.
    body: { loginId: 'demo-viewer', password: DEMO_PASSWORD },
    who: 'public',
  },
  {
    method: 'POST',
    route: `${prefix}/v1/auth/register`,
    example: `${prefix}/v1/auth/register`,
    body: {
      loginId: `matrix-signup${prefix.replace('/', '-')}`,
      password: 'sign-up-pass-2026',
      name: '매트릭스',
      email: `matrix${prefix.replace('/', '-')}@example.com`,
    },
    who: 'public',
  },
  {
    method: 'POST',
    route: `${prefix}/v1/auth/token/access`,
    example: `${prefix}/v1/auth/token/access`,
    who: 'public',
    refreshTokenBearer: true,
  },
  {
    method: 'POST',
    route: `${prefix}/v1/auth/logout`,
    example: `${prefix}/v1/auth/logout`,
    who: 'public',
    refreshTokenBearer: true,
  },
  {
    method: 'POST',
    route: `${prefix}/v1/auth/password`,
    example: `${prefix}/v1/auth/password`,
    body: { currentPassword: CALLER_PASSWORD, newPassword: 'matrix-changed-2026' },
    // Every signed-in user may change their own password (the change-password screen needs no permission).
    who: 'signedIn',
    ownPassword: true,
  },
  { method: 'GET', route: `${prefix}/v1/me`, example: `${prefix}/v1/me`, who: 'signedIn' },
];

const ALERT_RECIPIENT_BODY = {
  name: '매트릭스',
  phone: '010-1234-5678',
  events: ['FULL'],
  dayType: 'EVERYDAY',
  startTime: '09:00',
  endTime: '18:00',
  clientId: null,
  enabled: true,
};

function updateFileEntries(
  segment: 'programs' | 'ai-models',
  idPlaceholder: string,
  fileName: string,
  view: Permission,
  edit: Permission,
): MatrixEntry[] {
  const base = `/oa/v1/rc40/${segment}`;
  return [
    { method: 'GET', route: base, example: `${base}?page=1&size=5`, who: [view] },
    { method: 'POST', route: base, example: base, multipartFile: fileName, who: [edit] },
    { method: 'GET', route: `${base}/:id`, example: `${base}/${idPlaceholder}`, who: [view] },
    { method: 'GET', route: `${base}/:id/download`, example: `${base}/${idPlaceholder}/download`, who: [view] },
    { method: 'GET', route: `${base}/:id/rollouts`, example: `${base}/${idPlaceholder}/rollouts`, who: [view] },
    {
      method: 'POST',
      route: `${base}/:id/rollouts`,
      example: `${base}/${idPlaceholder}/rollouts`,
      // Repeating it changes nothing (the rollout stays as it is), so every allowed caller gets a 2xx.
      body: { machineIds: [RC40_MACHINE_ID] },
      who: [edit],
    },
  ];
}

export const AUTHORIZATION_MATRIX: readonly MatrixEntry[] = [
  ...authEntries('/oa'),
  ...authEntries('/apps'),

  // Console users: every read and change is the user administrator's.
  { method: 'GET', route: '/oa/v1/users', example: '/oa/v1/users?page=1&size=5', who: [P.OA_CONSOLE_USER_EDIT] },
  {
    method: 'GET',
    route: '/oa/v1/users/:id',
    example: `/oa/v1/users/${OTHER_USER_ID}`,
    who: [P.OA_CONSOLE_USER_EDIT],
  },
  {
    method: 'POST',
    route: '/oa/v1/users',
    example: '/oa/v1/users',
    // Called once by the one allowed permission (the login id is then taken).
    body: MATRIX_USER('matrix-new-user'),
    who: [P.OA_CONSOLE_USER_EDIT],
  },
  {
    method: 'PUT',
    route: '/oa/v1/users/:id',
    example: `/oa/v1/users/${OTHER_USER_ID}`,
    body: { ...MATRIX_USER(undefined), groupId: null },
    who: [P.OA_CONSOLE_USER_EDIT],
  },
  {
    method: 'PATCH',
    route: '/oa/v1/users/:id/status',
    example: `/oa/v1/users/${OTHER_USER_ID}/status`,
    // ACTIVE on an active user: allowed, and changes nothing, so the call can be repeated.
    body: { status: 'ACTIVE' },
    who: [P.OA_CONSOLE_USER_EDIT],
  },
  {
    method: 'POST',
    route: '/oa/v1/users/:id/password-reset',
    example: `/oa/v1/users/${OTHER_USER_ID}/password-reset`,
    who: [P.OA_CONSOLE_USER_EDIT],
  },
  // Who did what: read by the user, group and client screens.
  {
    method: 'GET',
    route: '/oa/v1/audit-log',
    example: '/oa/v1/audit-log?page=1&size=5',
    who: [P.OA_CONSOLE_USER_EDIT, P.OA_CONSOLE_USER_GROUP_EDIT, P.OA_CONSOLE_CLIENT_EDIT],
  },

  // Client organisations and their admin users: the client administrator's.
  {
    method: 'GET',
    route: '/oa/v1/client-admin-users',
    example: '/oa/v1/client-admin-users?page=1&size=5',
    who: [P.OA_CONSOLE_CLIENT_EDIT],
  },
  { method: 'GET', route: '/oa/v1/clients', example: '/oa/v1/clients?page=1&size=5', who: [P.OA_CONSOLE_CLIENT_EDIT] },
  // CL-00001 is the seed's first district office.
  { method: 'GET', route: '/oa/v1/clients/:uid', example: '/oa/v1/clients/CL-00001', who: [P.OA_CONSOLE_CLIENT_EDIT] },
  {
    method: 'GET',
    route: '/oa/v1/clients/:uid/children',
    example: '/oa/v1/clients/CL-00001/children?page=1&size=5',
    who: [P.OA_CONSOLE_CLIENT_EDIT],
  },
  {
    method: 'GET',
    route: '/oa/v1/clients/:uid/domains',
    example: '/oa/v1/clients/CL-00001/domains',
    who: [P.OA_CONSOLE_CLIENT_EDIT],
  },
  {
    method: 'POST',
    route: '/oa/v1/clients',
    example: '/oa/v1/clients',
    body: MATRIX_CLIENT,
    who: [P.OA_CONSOLE_CLIENT_EDIT],
  },
  {
    method: 'PUT',
    route: '/oa/v1/clients/:uid',
    example: `/oa/v1/clients/${FRESH_CLIENT_UID}`,
    body: MATRIX_CLIENT,
    who: [P.OA_CONSOLE_CLIENT_EDIT],
  },
  {
    method: 'DELETE',
    route: '/oa/v1/clients/:uid',
    example: `/oa/v1/clients/${FRESH_CLIENT_UID}`,
    who: [P.OA_CONSOLE_CLIENT_EDIT],
  },
  {
    method: 'PUT',
    route: '/oa/v1/clients/:uid/domains',
    example: `/oa/v1/clients/${FRESH_CLIENT_UID}/domains`,
    // Called once by the one allowed permission (the host name then belongs to that client).
    body: { domains: [{ hostname: 'matrix.oa-console.kr', primary: true }] },
    who: [P.OA_CONSOLE_CLIENT_EDIT],
  },

  // Robot management: each screen's permission; the detail is read by the list, the edit form and realtime
  // control; a command is realtime control's. RC4-GN-0001 is the seed's anchor robot (always connected).
  {
    method: 'GET',
    route: '/oa/v1/robots',
    example: '/oa/v1/robots?page=1&size=5',
    who: [P.RC_VIEW, P.RC_REALTIME_VIEW, P.RC_4_0_VERSION_EDIT, P.RC_4_0_UPDATE_FILE_EDIT],
  },
  {
    method: 'GET',
    route: '/oa/v1/robots/:machineId',
    example: '/oa/v1/robots/RC4-GN-0001',
    who: [P.RC_VIEW, P.RC_EDIT, P.RC_REALTIME_VIEW],
  },
  {
    method: 'POST',
    route: '/oa/v1/robots',
    example: '/oa/v1/robots',
    body: robotForm('MATRIX-0001'),
    who: [P.RC_EDIT],
  },
  {
    method: 'PUT',
    route: '/oa/v1/robots/:machineId',
    example: '/oa/v1/robots/RC4-GN-0001',
    // Called once by the one allowed permission: the seeded revision is 1.
    body: { ...robotForm('RC4-GN-0001'), generation: 'RC_4_0', revision: 1 },
    who: [P.RC_EDIT],
  },
  {
    method: 'POST',
    route: '/oa/v1/robots/:machineId/commands',
    example: '/oa/v1/robots/RC4-GN-0001/commands',
    // Idempotent: the same requestId runs once and answers the same.
    body: { requestId: 'matrix-command-0001', command: 'LOCK_DOOR' },
    who: [P.RC_EDIT],
  },
  {
    method: 'GET',
    route: '/oa/v1/robots/:machineId/stream',
    example: '/oa/v1/robots/RC4-GN-0001/stream',
    who: [P.RC_REALTIME_VIEW],
  },
  { method: 'GET', route: '/oa/v1/rc40/stream', example: '/oa/v1/rc40/stream', who: [P.RC_4_0_REALTIME_VIEW] },
  {
    method: 'GET',
    route: '/oa/v1/robot-logs',
    example: '/oa/v1/robot-logs?page=1&size=5',
    who: [P.RC_CMD_LOG_VIEW],
  },
  // The clients a user may pick in filters and forms: any signed-in user (scoped to what they see).
  { method: 'GET', route: '/oa/v1/client-options', example: '/oa/v1/client-options', who: 'signedIn' },
  // The home page's counts: any signed-in user, each section only with its list's permission (home.test.ts).
  { method: 'GET', route: '/oa/v1/summary', example: '/oa/v1/summary', who: 'signedIn' },

  // Statistics (issue 19): the four pages by STATISTICS_RC_VIEW, the three monthly averages by
  // STATISTICS_RC_MONTHLY_VIEW; the per-member two on APPS.
  ...statisticsEntries('/oa', ['install-status', 'new-installations', 'usage', 'emissions'], P.STATISTICS_RC_VIEW),
  ...statisticsEntries('/oa', ['averages/devices'], P.STATISTICS_RC_MONTHLY_VIEW),
  ...statisticsEntries(
    '/apps',
    ['averages/emissions-per-user', 'averages/points-per-user'],
    P.STATISTICS_RC_MONTHLY_VIEW,
  ),

  // Permission groups: the group administrator's; the user form's group picker also the user administrator's.
  {
    method: 'GET',
    route: '/oa/v1/permission-groups',
    example: '/oa/v1/permission-groups?page=1&size=5',
    who: [P.OA_CONSOLE_USER_GROUP_EDIT],
  },
  {
    method: 'GET',
    route: '/oa/v1/permission-group-options',
    example: '/oa/v1/permission-group-options',
    who: [P.OA_CONSOLE_USER_EDIT, P.OA_CONSOLE_USER_GROUP_EDIT],
  },
  {
    method: 'GET',
    route: '/oa/v1/permission-groups/:id',
    example: `/oa/v1/permission-groups/${FRESH_GROUP_ID}`,
    who: [P.OA_CONSOLE_USER_GROUP_EDIT],
  },
  {
    method: 'POST',
    route: '/oa/v1/permission-groups',
    example: '/oa/v1/permission-groups',
    // Called once by the one allowed permission (the name is then taken).
    body: { name: '매트릭스 그룹', description: '', permissions: [P.USER] },
    who: [P.OA_CONSOLE_USER_GROUP_EDIT],
  },
  {
    method: 'PUT',
    route: '/oa/v1/permission-groups/:id',
    example: `/oa/v1/permission-groups/${FRESH_GROUP_ID}`,
    body: { name: '매트릭스 그룹 (수정)', description: '수정됨', permissions: [P.USER, P.RC_VIEW] },
    who: [P.OA_CONSOLE_USER_GROUP_EDIT],
  },
  {
    method: 'DELETE',
    route: '/oa/v1/permission-groups/:id',
    example: `/oa/v1/permission-groups/${FRESH_GROUP_ID}`,
    who: [P.OA_CONSOLE_USER_GROUP_EDIT],
  },
  {
    method: 'POST',
    route: '/oa/v1/permission-groups/:id/members',
    example: `/oa/v1/permission-groups/${FRESH_GROUP_ID}/members`,
    body: { userIds: [OTHER_USER_ID] },
    who: [P.OA_CONSOLE_USER_GROUP_EDIT],
  },
  {
    method: 'DELETE',
    route: '/oa/v1/permission-groups/:id/members/:userId',
    example: `/oa/v1/permission-groups/${FRESH_MEMBER_GROUP_ID}/members/${FRESH_MEMBER_USER_ID}`,
    who: [P.OA_CONSOLE_USER_GROUP_EDIT],
  },

  // Alert operation (webin-alaram): VIEW or EDIT reads, EDIT changes.
  {
    method: 'GET',
    route: '/oa/v1/alert-recipients',
    example: '/oa/v1/alert-recipients?page=1&size=5',
    who: [P.RC_MANAGER_VIEW, P.RC_MANAGER_EDIT],
  },
  {
    method: 'POST',
    route: '/oa/v1/alert-recipients',
    example: '/oa/v1/alert-recipients',
    body: ALERT_RECIPIENT_BODY,
    who: [P.RC_MANAGER_EDIT],
  },
  {
    method: 'PUT',
    route: '/oa/v1/alert-recipients/:id',
    example: `/oa/v1/alert-recipients/${FRESH_ALERT_RECIPIENT_ID}`,
    body: ALERT_RECIPIENT_BODY,
    who: [P.RC_MANAGER_EDIT],
  },
  {
    method: 'DELETE',
    route: '/oa/v1/alert-recipients/:id',
    example: `/oa/v1/alert-recipients/${FRESH_ALERT_RECIPIENT_ID}`,
    who: [P.RC_MANAGER_EDIT],
  },
  {
    method: 'GET',
    route: '/oa/v1/alert-history',
    example: '/oa/v1/alert-history?page=1&size=5',
    who: [P.RC_MANAGER_VIEW, P.RC_MANAGER_EDIT],
  },

  // RC 4.0 collection history (APPS).
  {
    method: 'GET',
    route: '/apps/v1/rc40/collections',
    example: '/apps/v1/rc40/collections?page=1&size=5',
    who: [P.RC_4_0_COLLECTION_VIEW],
  },

  // RC 4.0 update files: programs (VERSION_VIEW / _EDIT) and AI models (UPDATE_FILE_VIEW / _EDIT), on OA(_BLOB).
  ...updateFileEntries('programs', PROGRAM_ID, 'webin.zip', P.RC_4_0_VERSION_VIEW, P.RC_4_0_VERSION_EDIT),
  ...updateFileEntries('ai-models', AI_MODEL_ID, 'model.onnx', P.RC_4_0_UPDATE_FILE_VIEW, P.RC_4_0_UPDATE_FILE_EDIT),

  // The city cup programme (SEOUL_CUP): machines read by their list, manage, monitor (and, for rental machines,
  // alert) screens; edited by their EDIT permission. RENT-GN-001 and RTRN-GN-001 are seeded (revision 1).
  // The monitors' streams by the monitor's DATA_VIEW.
  ...cupMachineEntries(
    'rental-machines',
    'RENT-GN-001',
    'MATRIX-RENT-01',
    P.SEOUL_CUP_RENTAL_MACHINE_EDIT,
    [P.SEOUL_CUP_RENTAL_MACHINE_VIEW, P.SEOUL_CUP_RENTAL_MACHINE_EDIT, P.SEOUL_CUP_RENTAL_MACHINE_DATA_VIEW],
    P.SEOUL_CUP_RENTAL_MACHINE_DATA_VIEW,
  ),
  ...cupMachineEntries(
    'return-machines',
    'RTRN-GN-001',
    'MATRIX-RTRN-01',
    P.SEOUL_CUP_RETURN_MACHINE_EDIT,
    [P.SEOUL_CUP_RETURN_MACHINE_VIEW, P.SEOUL_CUP_RETURN_MACHINE_EDIT, P.SEOUL_CUP_RETURN_MACHINE_DATA_VIEW],
    P.SEOUL_CUP_RETURN_MACHINE_DATA_VIEW,
  ),
  // Return events: the return-machine information monitor's history and live feed (RETURN_DATA_VIEW).
  {
    method: 'GET',
    route: '/seoul-cup/v1/return-events',
    example: '/seoul-cup/v1/return-events?page=1&size=5&filter=result:eq:REJECTED',
    who: [P.SEOUL_CUP_RETURN_DATA_VIEW],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/return-events/stream',
    example: '/seoul-cup/v1/return-events/stream',
    who: [P.SEOUL_CUP_RETURN_DATA_VIEW],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/machine-alerts',
    example: '/seoul-cup/v1/machine-alerts?page=1&size=5&filter=open:eq:true',
    who: [P.SEOUL_CUP_RENTAL_MACHINE_VIEW, P.SEOUL_CUP_RENTAL_MACHINE_DATA_VIEW, P.SEOUL_CUP_RETURN_MACHINE_DATA_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/machine-alerts/:id/acknowledge',
    example: '/seoul-cup/v1/machine-alerts/1/acknowledge',
    who: [P.SEOUL_CUP_RENTAL_MACHINE_EDIT],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/rentals',
    example: '/seoul-cup/v1/rentals?page=1&size=5',
    who: [P.SEOUL_CUP_RENTAL_DATA_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/rentals/:id/extend',
    example: `/seoul-cup/v1/rentals/${OPEN_RENTAL_ID}/extend`,
    body: { requestId: 'matrix-extend-0001', days: 3, reason: '매트릭스 확인' },
    who: [P.SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/summary',
    example: '/seoul-cup/v1/summary',
    // The home page's cup section, for whoever may open one of the screens it links to.
    who: [P.SEOUL_CUP_RENTAL_MACHINE_VIEW, P.SEOUL_CUP_RETURN_MACHINE_VIEW, P.SEOUL_CUP_RENTAL_DATA_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/members/:memberId/phone/decrypt',
    example: '/seoul-cup/v1/members/1/phone/decrypt',
    who: [P.SEOUL_CUP_PHONE_NUMBER_VIEW],
  },
  // Refunds and remittances: the refund pages (REFUND_VIEW), the remittance detail and the money moved by hand (a
  // manual refund, a retry: REFUND_DETAIL_VIEW), the message resend (REFUND_MESSAGE_RESEND). The same request id from
  // every allowed caller: the first acts, the others get its answer.
  {
    method: 'GET',
    route: '/seoul-cup/v1/refunds',
    example: '/seoul-cup/v1/refunds?page=1&size=5&filter=state:eq:FAILED',
    who: [P.SEOUL_CUP_REFUND_VIEW],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/refunds/:id',
    example: `/seoul-cup/v1/refunds/${COMPLETED_REFUND_ID}`,
    who: [P.SEOUL_CUP_REFUND_DETAIL_VIEW],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/refunds/reconciliation',
    example: '/seoul-cup/v1/refunds/reconciliation',
    who: [P.SEOUL_CUP_REFUND_VIEW],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/rentals/:id/refund-quote',
    example: `/seoul-cup/v1/rentals/${UNREFUNDED_RENTAL_ID}/refund-quote`,
    who: [P.SEOUL_CUP_REFUND_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/refunds',
    example: '/seoul-cup/v1/refunds',
    body: {
      requestId: 'matrix-refund-0001',
      // A number in the body: the test writes the placeholder's value without its quotes.
      rentalId: UNREFUNDED_RENTAL_ID,
      amountKrw: 1000,
      bank: '신한은행',
      account: '110-123-456789',
      reason: '매트릭스 확인',
    },
    who: [P.SEOUL_CUP_REFUND_DETAIL_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/refunds/:id/retry',
    example: `/seoul-cup/v1/refunds/${FAILED_REFUND_ID}/retry`,
    body: { requestId: 'matrix-retry-0001', bank: '신한은행', account: '110-123-456789' },
    who: [P.SEOUL_CUP_REFUND_DETAIL_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/refunds/:id/message/resend',
    example: `/seoul-cup/v1/refunds/${COMPLETED_REFUND_ID}/message/resend`,
    body: { requestId: 'matrix-resend-0001' },
    who: [P.SEOUL_CUP_REFUND_MESSAGE_RESEND],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/remittance-batches',
    example: '/seoul-cup/v1/remittance-batches?page=1&size=5',
    who: [P.SEOUL_CUP_REFUND_VIEW],
  },
  // Refills and retrievals: their history screens, and the manual actions.
  {
    method: 'GET',
    route: '/seoul-cup/v1/refills',
    example: '/seoul-cup/v1/refills?page=1&size=5',
    who: [P.SEOUL_CUP_REFILL_VIEW],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/refills/:id',
    example: '/seoul-cup/v1/refills/1',
    who: [P.SEOUL_CUP_REFILL_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/refills',
    example: '/seoul-cup/v1/refills',
    body: {
      requestId: 'matrix-refill-0001',
      machineId: REFILL_MACHINE_ID,
      boxNumber: REFILL_BOX_NUMBER,
      reason: '매트릭스 확인',
    },
    who: [P.SEOUL_CUP_MANUAL_REFILL],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/retrievals',
    example: '/seoul-cup/v1/retrievals?page=1&size=5',
    who: [P.SEOUL_CUP_COLLECT_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/retrievals',
    example: '/seoul-cup/v1/retrievals',
    body: { requestId: 'matrix-receiving-0001', machineId: RECEIVING_MACHINE_ID, reason: '매트릭스 확인' },
    who: [P.SEOUL_CUP_MANUAL_RECEIVING],
  },
  // A cup's life: IDs (both manage screens read the ranges; each kind registers with its own edit permission).
  {
    method: 'GET',
    route: '/seoul-cup/v1/id-ranges',
    example: '/seoul-cup/v1/id-ranges?page=1&size=5&filter=kind:eq:CUP',
    who: [P.LALALOOP_ID_EDIT, P.LALALOOP_ID_BOX_EDIT],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/id-ranges/cups',
    example: '/seoul-cup/v1/id-ranges/cups',
    body: { kind: 'CUP', first: 'SC90000001', last: 'SC90000010', requestId: 'matrix-cup-range-0001' },
    who: [P.LALALOOP_ID_EDIT],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/id-ranges/boxes',
    example: '/seoul-cup/v1/id-ranges/boxes',
    body: { kind: 'BOX', first: 'BX900001', last: 'BX900005', requestId: 'matrix-box-range-0001' },
    who: [P.LALALOOP_ID_BOX_EDIT],
  },
  // Cups: read by the ID screens, both histories and the manual change; a cup's history by the histories.
  {
    method: 'GET',
    route: '/seoul-cup/v1/cups',
    example: '/seoul-cup/v1/cups?page=1&size=5&filter=cuid:gte:SC00000001&filter=cuid:lte:SC00000100',
    who: [P.LALALOOP_ID_EDIT, P.LALALOOP_ID_DATA_VIEW, P.SEOUL_CUP_LALALOOP_ID_VIEW, P.SEOUL_CUP_STATUS_VIEW],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/cups/:cuid',
    example: '/seoul-cup/v1/cups/SC00000001',
    who: [P.LALALOOP_ID_DATA_VIEW, P.SEOUL_CUP_LALALOOP_ID_VIEW],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/cup-events',
    example: '/seoul-cup/v1/cup-events?page=1&size=5&filter=cuid:gte:SC00000001&filter=cuid:lte:SC00000100',
    who: [P.LALALOOP_ID_DATA_VIEW, P.SEOUL_CUP_LALALOOP_ID_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/cups/discard',
    example: '/seoul-cup/v1/cups/discard',
    body: { cuids: [DISCARD_CUID], reason: '매트릭스 확인', requestId: 'matrix-discard-0001' },
    who: [P.LALALOOP_ID_EDIT],
  },
  // A manual change previews for who sees its screen and applies for who holds the action; the example applies.
  {
    method: 'POST',
    route: '/seoul-cup/v1/cups/state-changes',
    example: '/seoul-cup/v1/cups/state-changes',
    body: { ids: [CHANGE_CUID], toState: 'LOST', reason: '매트릭스 확인', requestId: 'matrix-cup-change-0001' },
    who: [P.SEOUL_CUP_MANUAL_STATUS_EDIT],
  },
  // Boxes: read by the box screens, the packing screen, the manual change and delivery.
  {
    method: 'GET',
    route: '/seoul-cup/v1/boxes',
    example: '/seoul-cup/v1/boxes?page=1&size=5',
    who: [
      P.LALALOOP_ID_BOX_VIEW,
      P.LALALOOP_ID_BOX_EDIT,
      P.LALALOOP_ID_EDIT,
      P.SEOUL_CUP_STATUS_VIEW,
      P.SEOUL_CUP_SHIPPING_VIEW,
    ],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/boxes/:boxNumber',
    example: '/seoul-cup/v1/boxes/BX000001',
    who: [
      P.LALALOOP_ID_BOX_VIEW,
      P.LALALOOP_ID_BOX_EDIT,
      P.LALALOOP_ID_EDIT,
      P.SEOUL_CUP_STATUS_VIEW,
      P.SEOUL_CUP_SHIPPING_VIEW,
    ],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/boxes/:boxNumber/cups',
    example: `/seoul-cup/v1/boxes/${PACK_BOX_NUMBER}/cups`,
    body: { cuid: PACK_CUID },
    who: [P.LALALOOP_ID_EDIT],
  },
  {
    method: 'DELETE',
    route: '/seoul-cup/v1/boxes/:boxNumber/cups/:cuid',
    example: `/seoul-cup/v1/boxes/${UNPACK_BOX_NUMBER}/cups/${UNPACK_CUID}`,
    who: [P.LALALOOP_ID_EDIT],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/boxes/:boxNumber/retire',
    example: `/seoul-cup/v1/boxes/${RETIRE_BOX_NUMBER}/retire`,
    body: { reason: '매트릭스 확인' },
    who: [P.LALALOOP_ID_BOX_EDIT],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/boxes/state-changes',
    example: '/seoul-cup/v1/boxes/state-changes',
    body: { ids: [CHANGE_BOX_NUMBER], toState: 'EMPTY', reason: '매트릭스 확인', requestId: 'matrix-box-change-0001' },
    who: [P.SEOUL_CUP_MANUAL_STATUS_EDIT],
  },
  // Shipping: delivery-status and a box's inquiry read the trips; the box managers ship and confirm.
  {
    method: 'GET',
    route: '/seoul-cup/v1/shipments',
    example: '/seoul-cup/v1/shipments?page=1&size=5&filter=state:eq:SHIPPING',
    who: [P.SEOUL_CUP_SHIPPING_VIEW, P.LALALOOP_ID_BOX_VIEW],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/shipments',
    example: '/seoul-cup/v1/shipments',
    body: { boxNumber: SHIP_BOX_NUMBER, machineId: REFILL_MACHINE_ID, requestId: 'matrix-ship-0001' },
    who: [P.LALALOOP_ID_BOX_EDIT],
  },
  {
    method: 'POST',
    route: '/seoul-cup/v1/shipments/:id/deliver',
    example: `/seoul-cup/v1/shipments/${SHIPMENT_ID}/deliver`,
    who: [P.LALALOOP_ID_BOX_EDIT],
  },
  {
    method: 'GET',
    route: '/seoul-cup/v1/washing-site/status',
    example: '/seoul-cup/v1/washing-site/status?days=7',
    who: [P.SEOUL_CUP_RECEIVING_VIEW],
  },
];
