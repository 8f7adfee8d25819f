/** Where the robot screens live (the route-permission table in packages/auth names the same paths). */
export const ROBOT_LIST_PATH = '/dashboard/webin-manage-list';
export const ROBOT_REGISTER_PATH = '/dashboard/webin-manage-register';

/** The edit screen of one robot. */
export const robotEditPath = (machineId: string) => `${ROBOT_REGISTER_PATH}/${encodeURIComponent(machineId)}`;

/** Realtime control, with its robot picker. */
export const REALTIME_CONTROL_PATH = '/dashboard/realtime-control';

/** The realtime control screen of one robot. */
export const realtimeControlPath = (machineId: string) => `${REALTIME_CONTROL_PATH}/${encodeURIComponent(machineId)}`;
