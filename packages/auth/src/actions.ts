import { isRouteAllowed, PERMISSIONS as P, type Permission } from './permissions';
import type { LoggedInUser } from './token';

/**
 * spec §6 "Action-level permissions": what a button needs (the Korean labels are in actionLabels.ts). The spec's
 * table, plus the robot area's actions it implies (docs/areas/robots.md): editing a robot needs what registering does; a command
 * to a robot changes it, so it needs RC_EDIT too (seeing realtime control, RC_REALTIME_VIEW, only watches: the
 * spec names no control permission, and a read-only group must not open doors); each RC 4.0 and alert change
 * needs its screen's _EDIT. The users area (docs/areas/users-and-clients.md): every change to a user is the user
 * administrator's (OA_CONSOLE_USER_EDIT); editing a client and its domains is the client administrator's, like
 * registering and deleting one.
 */
export const ACTION_PERMISSIONS = {
  registerRobot: P.RC_EDIT,
  editRobot: P.RC_EDIT,
  sendRobotCommand: P.RC_EDIT,
  editAlertRecipients: P.RC_MANAGER_EDIT,
  uploadProgram: P.RC_4_0_VERSION_EDIT,
  rolloutProgram: P.RC_4_0_VERSION_EDIT,
  uploadAiModel: P.RC_4_0_UPDATE_FILE_EDIT,
  rolloutAiModel: P.RC_4_0_UPDATE_FILE_EDIT,
  createUser: P.OA_CONSOLE_USER_EDIT,
  editUser: P.OA_CONSOLE_USER_EDIT,
  changeUserStatus: P.OA_CONSOLE_USER_EDIT,
  resetUserPassword: P.OA_CONSOLE_USER_EDIT,
  registerPermissionGroup: P.OA_CONSOLE_USER_GROUP_EDIT,
  editPermissionGroup: P.OA_CONSOLE_USER_GROUP_EDIT,
  deletePermissionGroup: P.OA_CONSOLE_USER_GROUP_EDIT,
  deleteGroupUser: P.OA_CONSOLE_USER_GROUP_EDIT,
  registerClient: P.OA_CONSOLE_CLIENT_EDIT,
  deleteClient: P.OA_CONSOLE_CLIENT_EDIT,
  editClient: P.OA_CONSOLE_CLIENT_EDIT,
  editClientDomains: P.OA_CONSOLE_CLIENT_EDIT,
  editRentalMachine: P.SEOUL_CUP_RENTAL_MACHINE_EDIT,
  editReturnMachine: P.SEOUL_CUP_RETURN_MACHINE_EDIT,
  extendReturnValidity: P.SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT,
  resendRefundMessage: P.SEOUL_CUP_REFUND_MESSAGE_RESEND,
  // No action of spec §6 names these. Money moves only for who may see remittances in detail (REFUND_DETAIL_VIEW,
  // which view-only groups do not hold), not for every holder of the refund pages' REFUND_VIEW (docs/decisions.md);
  // the message column is REFUND_MESSAGE_VIEW's.
  manualRefund: P.SEOUL_CUP_REFUND_DETAIL_VIEW,
  retryRemittance: P.SEOUL_CUP_REFUND_DETAIL_VIEW,
  viewRefundMessages: P.SEOUL_CUP_REFUND_MESSAGE_VIEW,
  decryptPhoneNumber: P.SEOUL_CUP_PHONE_NUMBER_VIEW,
  viewRemittanceDetail: P.SEOUL_CUP_REFUND_DETAIL_VIEW,
  manualRefill: P.SEOUL_CUP_MANUAL_REFILL,
  manualReceiving: P.SEOUL_CUP_MANUAL_RECEIVING,
  manualStatusEdit: P.SEOUL_CUP_MANUAL_STATUS_EDIT,
  // A cup's life (docs/areas/cup.md "A cup's life"): each ID screen's edit permission, one action a kind. Cup IDs
  // (register, discard, pack and unpack) LALALOOP_ID_EDIT; boxes (register numbers, retire, ship, confirm a
  // delivery) LALALOOP_ID_BOX_EDIT. The spec names no shipping edit permission: a box's trip is box handling, so
  // the box managers ship; delivery-status shows the trips with SEOUL_CUP_SHIPPING_VIEW.
  editCupIds: P.LALALOOP_ID_EDIT,
  editBoxes: P.LALALOOP_ID_BOX_EDIT,
} as const satisfies Record<string, Permission>;

export type Action = keyof typeof ACTION_PERMISSIONS;

/** Whether the user may perform `action`; no user may do nothing. */
export function can(user: Pick<LoggedInUser, 'permissions'> | null | undefined, action: Action): boolean {
  if (!user) return false;
  return isRouteAllowed([ACTION_PERMISSIONS[action]], user.permissions);
}
