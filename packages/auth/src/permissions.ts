/**
 * spec §6: every permission string, by area, as typed constants so no page spells one out. The action permissions
 * of spec §6's action table (which the area lists do not repeat) are included in their area. Their Korean labels
 * (the permission-group screen) are in permissionLabels.ts, which only the screens showing them load.
 */
const AREAS = {
  robot: [
    'USER',
    'RC_VIEW',
    'RC_EDIT',
    'RC_REALTIME_VIEW',
    'RC_CMD_LOG_VIEW',
    'RC_MANAGER_VIEW',
    'RC_MANAGER_EDIT',
    'RC_4_0_REALTIME_VIEW',
    'RC_4_0_COLLECTION_VIEW',
    'RC_4_0_UPDATE_FILE_VIEW',
    'RC_4_0_UPDATE_FILE_EDIT',
    'RC_4_0_VERSION_VIEW',
    'RC_4_0_VERSION_EDIT',
  ],
  user: ['OA_CONSOLE_USER_EDIT', 'OA_CONSOLE_USER_GROUP_EDIT', 'OA_CONSOLE_CLIENT_EDIT'],
  cup: [
    'SEOUL_CUP_RENTAL_MACHINE_VIEW',
    'SEOUL_CUP_RENTAL_MACHINE_EDIT',
    'SEOUL_CUP_RETURN_MACHINE_VIEW',
    'SEOUL_CUP_RETURN_MACHINE_EDIT',
    'SEOUL_CUP_RENTAL_MACHINE_DATA_VIEW',
    'SEOUL_CUP_RETURN_MACHINE_DATA_VIEW',
    'SEOUL_CUP_RENTAL_DATA_VIEW',
    'SEOUL_CUP_RETURN_DATA_VIEW',
    'SEOUL_CUP_REFUND_MESSAGE_VIEW',
    'SEOUL_CUP_REFUND_VIEW',
    'SEOUL_CUP_REFILL_VIEW',
    'SEOUL_CUP_COLLECT_VIEW',
    'SEOUL_CUP_RECEIVING_VIEW',
    'SEOUL_CUP_LALALOOP_ID_VIEW',
    'SEOUL_CUP_STATUS_VIEW',
    'SEOUL_CUP_SHIPPING_VIEW',
    'LALALOOP_ID_DATA_VIEW',
    'LALALOOP_ID_EDIT',
    'LALALOOP_ID_BOX_VIEW',
    'LALALOOP_ID_BOX_EDIT',
    'SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT',
    'SEOUL_CUP_REFUND_MESSAGE_RESEND',
    'SEOUL_CUP_PHONE_NUMBER_VIEW',
    'SEOUL_CUP_REFUND_DETAIL_VIEW',
    'SEOUL_CUP_MANUAL_REFILL',
    'SEOUL_CUP_MANUAL_RECEIVING',
    'SEOUL_CUP_MANUAL_STATUS_EDIT',
  ],
  statistics: ['STATISTICS_RC_VIEW', 'STATISTICS_RC_MONTHLY_VIEW'],
  lalaloop: ['MWC_VIEW', 'MWC_HISTORY_VIEW'],
} as const;

/** One area of spec §6 ('robot', 'cup', ...). */
export type PermissionArea = keyof typeof AREAS;
/** One spec §6 permission string, e.g. 'RC_VIEW'. */
export type Permission = (typeof AREAS)[PermissionArea][number];

/** The permissions of each area, in the spec's order. */
export const PERMISSIONS_BY_AREA: Readonly<Record<PermissionArea, readonly Permission[]>> = AREAS;

/** Every permission string, flat, in the spec's order. */
export const ALL_PERMISSIONS: readonly Permission[] = Object.values(AREAS).flat();

/** Typed constants: `PERMISSIONS.RC_VIEW` instead of the string 'RC_VIEW'. */
export const PERMISSIONS = Object.fromEntries(ALL_PERMISSIONS.map((permission) => [permission, permission])) as {
  readonly [P in Permission]: P;
};

const KNOWN = new Set<string>(ALL_PERMISSIONS);

/** Whether a string from the server is a permission this build knows. */
export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}

/**
 * spec §5: a route (or action) is allowed if its required list is empty or the user holds at least one of them.
 */
export function isRouteAllowed(required: readonly string[], userPermissions: readonly string[]): boolean {
  if (required.length === 0) return true;
  return required.some((permission) => userPermissions.includes(permission));
}
