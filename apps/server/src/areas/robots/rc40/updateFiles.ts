/**
 * RC 4.0 update files (rc-4_0-version: programs, rc-4_0-ai-model: AI models), all on OA's host (OA_BLOB is OA's):
 * - upload: multipart (`version`, `releaseNotes`, `file`), streamed to the blob store while its size and SHA-256
 *   are counted, never held in memory; kind's extensions and size limit (UPDATE_FILE_RULES) enforced; the version
 *   is unique per kind (409); any failure removes the stored blob;
 * - the list (with rollout counts), one file, its download, its rollouts (per robot) and starting a rollout.
 * The caller's permission is checked before the body is read (access hook). A client's admin user sees rollouts of
 * its robots only and can roll out only to them.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Action } from '@oa/auth/tables';
import {
  RELEASE_NOTES_MAX,
  ROLLOUT_LIST,
  ROLLOUT_STATES,
  UPDATE_FILE_KINDS,
  UPDATE_FILE_LIST,
  UPDATE_FILE_RULES,
  VERSION_PATTERN,
  type RolloutState,
  type UpdateFileKind,
} from '@oa/contract';
import {
  RolloutRequestSchema,
  RolloutSchema,
  RolloutStartedSchema,
  UpdateFileSchema,
} from '@oa/contract/schemas/robots';
import { clientScope } from '../../../authz/scope';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { writeAudit } from '../../../audit/writeAudit';
import { robots, rollouts, updateFiles } from '../schema';
import { users } from '../../users/schema';
import { action, principalOf, screen, type Principal } from '../../../http/access';
import { HttpError, notFound } from '../../../http/errors';
import { listSpec, runList } from '../../../lists/listEngine';
import { envelope, IdParams, listSchema, serialized, uncheckedBody } from '../../../http/routeSchemas';
import type { BlobStore } from '../../../storage/blobStore';
import type { AreaPlugin } from '../../area';
import { machineIdOf, robotScope } from '../model';

/** Per kind: the path segment, the screen that reads and the actions that change. */
export const UPDATE_FILE_ROUTES: Record<
  UpdateFileKind,
  { segment: string; screen: string; upload: Action; rollout: Action; label: string }
> = {
  PROGRAM: {
    segment: 'programs',
    screen: '/dashboard/rc-4_0-version',
    upload: 'uploadProgram',
    rollout: 'rolloutProgram',
    label: '프로그램',
  },
  AI_MODEL: {
    segment: 'ai-models',
    screen: '/dashboard/rc-4_0-ai-model',
    upload: 'uploadAiModel',
    rollout: 'rolloutAiModel',
    label: 'AI 모델',
  },
};

export const FILE_NAME_MAX = 200;
/** Machine ids in one rollout request. */
export const ROLLOUT_MAX_ROBOTS = 1000;

const updateFileList = listSpec(
  UPDATE_FILE_LIST,
  { version: updateFiles.version, createdAt: updateFiles.createdAt },
  updateFiles.id,
);

const rolloutList = listSpec(
  ROLLOUT_LIST,
  { machineId: machineIdOf(rollouts.robotId), state: rollouts.state, updatedAt: rollouts.updatedAt },
  rollouts.id,
);

const fileProjection = {
  id: updateFiles.id,
  kind: updateFiles.kind,
  version: updateFiles.version,
  fileName: updateFiles.fileName,
  sizeBytes: updateFiles.sizeBytes,
  sha256: updateFiles.sha256,
  releaseNotes: updateFiles.releaseNotes,
  uploadedBy: users.name,
  createdAt: updateFiles.createdAt,
};

const emptyCounts = (): Record<RolloutState, number> =>
  Object.fromEntries(ROLLOUT_STATES.map((state) => [state, 0])) as Record<RolloutState, number>;

/** A client's error as the upload answers it. */
const uploadError = (status: number, code: string, field: string, message: string) =>
  new HttpError(status, code, message, { [field]: message });

/** The name as sent, without any folder part or control characters; null when nothing is left. */
export function cleanFileName(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  // eslint-disable-next-line no-control-regex
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name === '' ? null : name;
}

/** The allowed extension `name` ends with (the longest), or null. */
export function extensionOf(name: string, extensions: readonly string[]): string | null {
  const lower = name.toLowerCase();
  const found = extensions
    .filter((extension) => lower.endsWith(extension) && lower.length > extension.length)
    .sort((a, b) => b.length - a.length);
  return found[0] ?? null;
}

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${String(Math.floor(bytes / (1024 * 1024)))}MB` : `${String(Math.ceil(bytes / 1024))}KB`;

/** A form's fields as received beside the file. */
interface UploadFields {
  version?: string;
  releaseNotes?: string;
}

/** The file as stored in the blob store. */
interface StoredBlob {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** What one kind's upload allows. */
interface UploadRules {
  kind: UpdateFileKind;
  label: string;
  segment: string;
  maxBytes: number;
  blobs: BlobStore;
}

const tooLarge = (rules: UploadRules) =>
  uploadError(
    413,
    'TOO_LARGE',
    'file',
    `파일이 너무 큽니다. ${rules.label} 파일은 ${megabytes(rules.maxBytes)}까지 올릴 수 있습니다.`,
  );

/** The file part's name and allowed extension, or 400 INVALID_FILE_TYPE. */
function checkedFileName(filename: string | undefined, kind: UpdateFileKind) {
  const { extensions } = UPDATE_FILE_RULES[kind];
  const fileName = cleanFileName(filename);
  const extension = fileName === null ? null : extensionOf(fileName, extensions);
  if (fileName !== null && extension !== null && fileName.length <= FILE_NAME_MAX) return { fileName, extension };
  throw uploadError(
    400,
    'INVALID_FILE_TYPE',
    'file',
    fileName !== null && fileName.length > FILE_NAME_MAX
      ? `파일 이름은 ${String(FILE_NAME_MAX)}자까지입니다.`
      : `허용되지 않는 파일 형식입니다. ${extensions.join(', ')} 파일만 올릴 수 있습니다.`,
  );
}

/** A multipart failure as the upload answers it (a too-large file, too many parts, a malformed body). */
function multipartError(error: unknown, rules: UploadRules): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(rules);
  if (code === 'FST_FILES_LIMIT') return uploadError(400, 'INVALID_INPUT', 'file', '파일은 하나만 올릴 수 있습니다.');
  if (typeof code === 'string' && code.startsWith('FST_'))
    return new HttpError(400, 'BAD_REQUEST', '업로드 항목이 너무 많거나 형식이 올바르지 않습니다.');
  if (error instanceof Error && /multipart|Unexpected end|Malformed/i.test(error.message))
    return new HttpError(400, 'BAD_REQUEST', '업로드 형식이 올바르지 않습니다.');
  return error;
}

/**
 * Reads the multipart body: the fields, and the file streamed to the blob store (`held.stored` as soon as it is).
 * A version sent before the file is checked before any byte is stored.
 */
async function readParts(
  request: FastifyRequest,
  rules: UploadRules,
  checkVersion: (version: string | undefined) => Promise<string>,
  held: { fields: UploadFields; stored: StoredBlob | null },
): Promise<void> {
  for await (const part of request.parts({ limits: { fileSize: rules.maxBytes } })) {
    if (part.type === 'field') {
      if (part.fieldname !== 'version' && part.fieldname !== 'releaseNotes') continue;
      if (part.valueTruncated || typeof part.value !== 'string')
        throw uploadError(400, 'INVALID_INPUT', part.fieldname, '값이 너무 깁니다.');
      held.fields[part.fieldname] = part.value;
      continue;
    }
    try {
      if (part.fieldname !== 'file')
        throw uploadError(400, 'INVALID_INPUT', 'file', "파일은 'file' 항목으로 보내 주세요.");
      const { fileName, extension } = checkedFileName(part.filename, rules.kind);
      if (held.fields.version !== undefined) await checkVersion(held.fields.version);
      const key = `${rules.segment}/${randomUUID()}${extension}`;
      held.stored = { key, fileName, contentType: part.mimetype, ...(await rules.blobs.put(key, part.file)) };
    } catch (error) {
      part.file.resume();
      throw error;
    }
    if (part.file.truncated) throw tooLarge(rules);
  }
}

/** The upload's fields and its stored file; on any failure nothing stays in the blob store. */
async function receiveUpload(
  request: FastifyRequest,
  rules: UploadRules,
  checkVersion: (version: string | undefined) => Promise<string>,
): Promise<{ fields: UploadFields; stored: StoredBlob }> {
  const held: { fields: UploadFields; stored: StoredBlob | null } = { fields: {}, stored: null };
  try {
    await readParts(request, rules, checkVersion, held);
  } catch (error) {
    if (held.stored !== null) await rules.blobs.delete(held.stored.key);
    throw multipartError(error, rules);
  }
  if (held.stored === null) throw uploadError(400, 'INVALID_INPUT', 'file', '올릴 파일을 선택해 주세요.');
  return { fields: held.fields, stored: held.stored };
}

/** Checks the stored file and the fields, and records the update file with its audit record; answers its id. */
async function recordUpload(
  db: Db,
  principal: Principal,
  kind: UpdateFileKind,
  file: StoredBlob,
  fields: UploadFields,
  checkVersion: (version: string | undefined) => Promise<string>,
): Promise<number> {
  if (file.size === 0) throw uploadError(400, 'EMPTY_FILE', 'file', '빈 파일은 올릴 수 없습니다.');
  const version = await checkVersion(fields.version);
  // Browsers send a form's line breaks as CRLF: stored as LF.
  const releaseNotes = (fields.releaseNotes ?? '').replace(/\r\n?/g, '\n').trim();
  if (releaseNotes.length > RELEASE_NOTES_MAX) {
    const message = `릴리스 노트는 ${String(RELEASE_NOTES_MAX)}자까지입니다.`;
    throw uploadError(400, 'INVALID_INPUT', 'releaseNotes', message);
  }
  const { fileName, size: sizeBytes, sha256, contentType, key: storageKey } = file;
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(updateFiles)
        .values({
          kind,
          version,
          fileName,
          sizeBytes,
          sha256,
          contentType,
          storageKey,
          releaseNotes,
          uploadedBy: principal.userId,
        })
        .returning({ id: updateFiles.id });
      if (row === undefined) throw new Error('update file not created');
      const after = { kind, version, fileName, sizeBytes, sha256 };
      await writeAudit(tx, principal, 'updateFile.upload', `updateFile:${String(row.id)}`, null, after);
      return row.id;
    })
    .catch((error: unknown) => {
      // Two uploads of one version at once: the unique index decides.
      if (isUniqueViolation(error)) throw uploadError(409, 'DUPLICATE_VERSION', 'version', '이미 등록된 버전입니다.');
      throw error;
    });
}

interface RolloutTarget {
  id: number;
  machineId: string;
}

/** The robots a rollout asks for: each a machine id the principal sees, RC 4.0 only (400 naming the others). */
async function rolloutTargets(db: Db, principal: Principal, raw: unknown) {
  const badMachineIds = (message: string) => uploadError(400, 'INVALID_INPUT', 'machineIds', message);
  if (!Array.isArray(raw) || raw.length === 0) throw badMachineIds('배포할 로봇을 하나 이상 선택해 주세요.');
  if (raw.length > ROLLOUT_MAX_ROBOTS)
    throw badMachineIds(`한 번에 ${ROLLOUT_MAX_ROBOTS.toLocaleString('ko-KR')}대까지 배포할 수 있습니다.`);
  if (!raw.every((value): value is string => typeof value === 'string' && value.length > 0 && value.length <= 30))
    throw badMachineIds('로봇 번호가 올바르지 않습니다.');
  const machineIds = [...new Set(raw)];
  const found = await db
    .select({ id: robots.id, machineId: robots.machineId, generation: robots.generation })
    .from(robots)
    .where(and(inArray(robots.machineId, machineIds), clientScope(principal, robots.clientId)));
  const byMachineId = new Map(found.map((robot) => [robot.machineId, robot]));
  const unknown = machineIds.filter((machineId) => !byMachineId.has(machineId));
  if (unknown.length > 0) throw badMachineIds(`등록되지 않은 로봇입니다: ${unknown.join(', ')}`);
  const notRc40 = found.filter((robot) => robot.generation !== 'RC_4_0').map((robot) => robot.machineId);
  if (notRc40.length > 0) throw badMachineIds(`RC 4.0 로봇에만 배포할 수 있습니다: ${notRc40.join(', ')}`);
  return { machineIds, robots: found as RolloutTarget[] };
}

/** New PENDING rollouts, FAILED ones back to PENDING, the others left alone; one audit record. */
async function startRollout(
  db: Db,
  principal: Principal,
  file: { id: number; kind: UpdateFileKind; version: string },
  targets: { machineIds: string[]; robots: RolloutTarget[] },
) {
  const found = targets.robots;
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ robotId: rollouts.robotId, state: rollouts.state })
      .from(rollouts)
      .where(
        and(
          eq(rollouts.fileId, file.id),
          inArray(
            rollouts.robotId,
            found.map((robot) => robot.id),
          ),
        ),
      );
    const stateOf = new Map(existing.map((row) => [row.robotId, row.state]));
    const fresh = found.filter((robot) => !stateOf.has(robot.id));
    const failed = found.filter((robot) => stateOf.get(robot.id) === 'FAILED').map((robot) => robot.id);
    const inserted =
      fresh.length === 0
        ? []
        : await tx
            .insert(rollouts)
            .values(fresh.map((robot) => ({ fileId: file.id, robotId: robot.id, state: 'PENDING' as const })))
            .onConflictDoNothing()
            .returning({ robotId: rollouts.robotId });
    const restarted =
      failed.length === 0
        ? []
        : await tx
            .update(rollouts)
            .set({ state: 'PENDING', message: null, updatedAt: new Date() })
            .where(and(eq(rollouts.fileId, file.id), inArray(rollouts.robotId, failed), eq(rollouts.state, 'FAILED')))
            .returning({ robotId: rollouts.robotId });
    const machineIdOfRobot = new Map(found.map((robot) => [robot.id, robot.machineId]));
    const names = (rows: { robotId: number }[]) => rows.map((row) => machineIdOfRobot.get(row.robotId) ?? '').sort();
    const created = names(inserted);
    const reset = names(restarted);
    const changed = new Set([...created, ...reset]);
    const unchanged = targets.machineIds.filter((machineId) => !changed.has(machineId)).sort();
    const after = { kind: file.kind, version: file.version, created, restarted: reset, unchanged };
    await writeAudit(tx, principal, 'updateFile.rollout', `updateFile:${String(file.id)}`, null, after);
    return { created, restarted: reset, unchanged };
  });
}

export const updateFileRoutes: AreaPlugin = async (app, { db, blobs, uploadMaxBytes }) => {
  // Only this plugin's routes accept multipart bodies; the JSON routes keep the app's 256 kB limit.
  await app.register(multipart, { limits: { files: 1, parts: 10, fields: 5, fieldSize: RELEASE_NOTES_MAX * 4 } });

  /** Rollout counts of these files, over the robots the principal may see. */
  async function countsOf(fileIds: number[], principal: Principal) {
    const counts = new Map<number, Record<RolloutState, number>>(fileIds.map((id) => [id, emptyCounts()]));
    if (fileIds.length === 0) return counts;
    const rows = await db
      .select({ fileId: rollouts.fileId, state: rollouts.state, count: count() })
      .from(rollouts)
      .where(and(inArray(rollouts.fileId, fileIds), robotScope(principal, rollouts.robotId)))
      .groupBy(rollouts.fileId, rollouts.state);
    for (const row of rows) {
      const entry = counts.get(row.fileId);
      if (entry !== undefined && row.state in entry) entry[row.state] = row.count;
    }
    return counts;
  }

  async function findFile(kind: UpdateFileKind, id: number) {
    const [row] = await db
      .select({ ...fileProjection, storageKey: updateFiles.storageKey })
      .from(updateFiles)
      .leftJoin(users, eq(users.id, updateFiles.uploadedBy))
      .where(and(eq(updateFiles.id, id), eq(updateFiles.kind, kind)));
    return row;
  }

  async function checkVersion(kind: UpdateFileKind, version: string | undefined): Promise<string> {
    const value = version?.trim() ?? '';
    if (value === '') throw uploadError(400, 'INVALID_INPUT', 'version', '버전을 입력해 주세요.');
    if (!VERSION_PATTERN.test(value)) {
      throw uploadError(400, 'INVALID_INPUT', 'version', '버전은 4.2.0처럼 숫자.숫자.숫자 형식으로 입력해 주세요.');
    }
    const [existing] = await db
      .select({ id: updateFiles.id })
      .from(updateFiles)
      .where(and(eq(updateFiles.kind, kind), eq(updateFiles.version, value)));
    if (existing !== undefined) throw uploadError(409, 'DUPLICATE_VERSION', 'version', '이미 등록된 버전입니다.');
    return value;
  }

  for (const kind of UPDATE_FILE_KINDS) {
    const route = UPDATE_FILE_ROUTES[kind];
    const base = `/v1/rc40/${route.segment}`;
    const rules = UPDATE_FILE_RULES[kind];
    const maxBytes = uploadMaxBytes?.[kind] ?? rules.maxBytes;
    const tags = ['rc40'];

    app.get(
      base,
      {
        config: { access: screen(route.screen) },
        schema: listSchema(UPDATE_FILE_LIST, UpdateFileSchema, {
          tags,
          summary: `${route.label} 파일 목록 (배포 상태별 로봇 수 포함)`,
        }),
      },
      async (request) => {
        const principal = principalOf(request);
        const page = await runList<{ id: number } & Record<string, unknown>>({
          db,
          from: updateFiles,
          projection: fileProjection,
          joins: (query) => query.leftJoin(users, eq(users.id, updateFiles.uploadedBy)),
          spec: updateFileList,
          query: request.query,
          scope: eq(updateFiles.kind, kind),
        });
        const counts = await countsOf(
          page.items.map((item) => item.id),
          principal,
        );
        return serialized({
          _data: { ...page, items: page.items.map((item) => ({ ...item, rollout: counts.get(item.id) })) },
        });
      },
    );

    app.post(
      base,
      {
        config: { access: action(route.upload) },
        schema: {
          tags,
          summary: `${route.label} 파일 업로드 (multipart/form-data: version, releaseNotes, file)`,
          description: `허용 확장자 ${rules.extensions.join(', ')}, 최대 ${megabytes(rules.maxBytes)}. 같은 버전은 409.`,
          consumes: ['multipart/form-data'],
          response: { 201: envelope(UpdateFileSchema) },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (!request.isMultipart()) {
          throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', '파일은 multipart/form-data 형식으로 보내 주세요.');
        }
        const upload = { kind, label: route.label, segment: route.segment, maxBytes, blobs };
        const checked = (version: string | undefined) => checkVersion(kind, version);
        const { fields, stored } = await receiveUpload(request, upload, checked);
        try {
          const id = await recordUpload(db, principal, kind, stored, fields, checked);
          const created = await findFile(kind, id);
          if (created === undefined) throw notFound();
          const { storageKey: _key, ...item } = created;
          return await reply.code(201).send(serialized({ _data: { ...item, rollout: emptyCounts() } }));
        } catch (error) {
          await blobs.delete(stored.key);
          throw error;
        }
      },
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: screen(route.screen) },
        schema: {
          tags,
          summary: `${route.label} 파일 하나 (배포 상태별 로봇 수 포함)`,
          params: IdParams,
          response: { 200: envelope(UpdateFileSchema) },
        },
      },
      async (request) => {
        const file = await findFile(kind, request.params.id);
        if (file === undefined) throw notFound();
        const counts = await countsOf([file.id], principalOf(request));
        const { storageKey: _key, ...item } = file;
        return serialized({ _data: { ...item, rollout: counts.get(file.id) } });
      },
    );

    app.get(
      `${base}/:id/download`,
      {
        config: { access: screen(route.screen) },
        schema: {
          tags,
          summary: `${route.label} 파일 내려받기 (application/octet-stream)`,
          params: IdParams,
        },
      },
      async (request, reply) => {
        const file = await findFile(kind, request.params.id);
        if (file === undefined) throw notFound();
        const blob = await blobs.get(file.storageKey);
        if (blob === null) throw new HttpError(404, 'NOT_FOUND', '저장된 파일을 찾을 수 없습니다.');
        const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', String(blob.size))
          .header(
            'content-disposition',
            `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('x-checksum-sha256', file.sha256)
          .send(blob.stream);
      },
    );

    app.get(
      `${base}/:id/rollouts`,
      {
        config: { access: screen(route.screen) },
        schema: listSchema(ROLLOUT_LIST, RolloutSchema, {
          tags,
          summary: `${route.label} 로봇별 배포 상태`,
          params: IdParams,
        }),
      },
      async (request) => {
        const file = await findFile(kind, request.params.id);
        if (file === undefined) throw notFound();
        const page = await runList({
          db,
          from: rollouts,
          projection: {
            machineId: robots.machineId,
            robotName: robots.name,
            state: rollouts.state,
            message: rollouts.message,
            updatedAt: rollouts.updatedAt,
          },
          joins: (q) => q.innerJoin(robots, eq(robots.id, rollouts.robotId)) as unknown as PgSelect,
          spec: rolloutList,
          query: request.query,
          scope: and(eq(rollouts.fileId, file.id), robotScope(principalOf(request), rollouts.robotId)),
        });
        return serialized({ _data: page });
      },
    );

    app.post(
      `${base}/:id/rollouts`,
      {
        config: { access: action(route.rollout) },
        schema: {
          tags,
          summary: `${route.label} 배포 시작: { machineIds } (RC 4.0 로봇만; 실패한 배포는 다시 대기로)`,
          params: IdParams,
          body: uncheckedBody(RolloutRequestSchema),
          response: { 200: envelope(RolloutStartedSchema) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const file = await findFile(kind, request.params.id);
        if (file === undefined) throw notFound();
        const targets = await rolloutTargets(db, principal, request.body.machineIds);
        return { _data: await startRollout(db, principal, { id: file.id, kind, version: file.version }, targets) };
      },
    );
  }
};
