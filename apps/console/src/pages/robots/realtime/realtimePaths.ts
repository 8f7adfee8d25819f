/** Where realtime control lives, for links from other robot screens (without loading its page module). */
export const REALTIME_PATH = '/dashboard/realtime-control';

/** The realtime control screen of one robot. */
export const realtimePath = (machineId: string) => `${REALTIME_PATH}/${encodeURIComponent(machineId)}`;
