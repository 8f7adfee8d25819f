/**
 * The robot area's reads, typed once: each hook knows its endpoint (ROBOT_PATHS) and what it answers, so a screen
 * passes only its query. A `null` query (or id) waits: nothing is fetched. The one robot of the register page is
 * read there: this module is in the robot list's first load, whose budget has no room for it.
 */
import {
  ROBOT_PATHS,
  useList,
  useResource,
  type AlertHistoryEntry,
  type AlertRecipient,
  type CollectionEvent,
  type ListQuery,
  type Robot,
  type RobotLogEntry,
  type Rollout,
  type UpdateFile,
  type UpdateFileKind,
} from '@oa/api';

type Query = ListQuery | null;

export const useRobots = (query: Query) => useList<Robot>(ROBOT_PATHS.robots, query);

/** The communication log. */
export const useRobotLogs = (query: Query) => useList<RobotLogEntry>(ROBOT_PATHS.logs, query);

export const useAlertHistory = (query: Query) => useList<AlertHistoryEntry>(ROBOT_PATHS.alertHistory, query);

export const useAlertRecipients = (query: Query) => useList<AlertRecipient>(ROBOT_PATHS.alertRecipients, query);

/** RC 4.0 deposits, from APPS. */
export const useCollections = (query: Query) =>
  useList<CollectionEvent>(ROBOT_PATHS.collections, query, { client: 'APPS' });

/** Programs or AI models. */
export const useUpdateFiles = (kind: UpdateFileKind, query: Query) =>
  useList<UpdateFile>(kind === 'PROGRAM' ? ROBOT_PATHS.programs : ROBOT_PATHS.aiModels, query);

export const useUpdateFile = (kind: UpdateFileKind, id: number | null) =>
  useResource<UpdateFile>(id === null ? null : ROBOT_PATHS.updateFile(kind, id));

/** One file's state on each robot. */
export const useRollouts = (kind: UpdateFileKind, fileId: number, query: Query) =>
  useList<Rollout>(ROBOT_PATHS.rollouts(kind, fileId), query);
