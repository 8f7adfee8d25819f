/**
 * What differs between the two kinds of RC 4.0 update file (program versions, AI models): words, endpoints,
 * routes and actions. Both screens (list with rollouts, upload) are one implementation read through this table.
 */
import { ROBOT_PATHS, UPDATE_FILE_RULES, type UpdateFileKind } from '@oa/api';
import type { Action } from '@oa/auth';

export interface UpdateFileKindInfo {
  kind: UpdateFileKind;
  /** '프로그램' / 'AI 모델'. */
  noun: string;
  /** The list (OA) and upload (OA_BLOB) path. */
  path: string;
  /** The list screen and the upload screen (route table paths). */
  listRoute: string;
  uploadRoute: string;
  uploadAction: Action;
  rolloutAction: Action;
  rules: { extensions: readonly string[]; maxBytes: number };
}

export const UPDATE_FILE_KIND_INFO: Record<UpdateFileKind, UpdateFileKindInfo> = {
  PROGRAM: {
    kind: 'PROGRAM',
    noun: '프로그램',
    path: ROBOT_PATHS.programs,
    listRoute: '/dashboard/rc-4_0-version',
    uploadRoute: '/dashboard/rc-4_0-version/edit',
    uploadAction: 'uploadProgram',
    rolloutAction: 'rolloutProgram',
    rules: UPDATE_FILE_RULES.PROGRAM,
  },
  AI_MODEL: {
    kind: 'AI_MODEL',
    noun: 'AI 모델',
    path: ROBOT_PATHS.aiModels,
    listRoute: '/dashboard/rc-4_0-ai-model',
    uploadRoute: '/dashboard/rc-4_0-ai-model/edit',
    uploadAction: 'uploadAiModel',
    rolloutAction: 'rolloutAiModel',
    rules: UPDATE_FILE_RULES.AI_MODEL,
  },
};

/** '1.5 MB', '820 KB', '12 B' (1 KB = 1,024 B, as file managers count). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${units[unit] ?? ''}`;
}
