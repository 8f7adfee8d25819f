/**
 * Test helpers of the RC 4.0 and alert modules (the harness, testing/harness.ts, stays generic): robots inserted
 * directly (the robots area's seed may not be there), uploads through real multipart HTTP, and a second app over
 * the harness's database with its own blob store and upload limits.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RobotGeneration, UpdateFileKind } from '@oa/contract';
import { robots } from '../schema';
import { buildSideApp, type ApiResponse, type TestApi } from '../../../testing/harness';
import type { BlobStore } from '../../../storage/blobStore';
import { UPDATE_FILE_ROUTES } from './updateFiles';

/** Inserts a robot; returns its row id and machine id. */
export async function insertRobot(
  api: Pick<TestApi, 'database'>,
  options: { machineId?: string; name?: string; generation?: RobotGeneration; clientId?: number | null } = {},
): Promise<{ id: number; machineId: string }> {
  const machineId = options.machineId ?? `T-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await api.database.db
    .insert(robots)
    .values({
      machineId,
      name: options.name ?? `테스트 로봇 ${machineId}`,
      generation: options.generation ?? 'RC_4_0',
      clientId: options.clientId ?? null,
      address: '서울특별시 중구 세종대로 110',
      district: '중구',
      lat: 37.5663,
      lng: 126.9779,
      installedAt: '2026-01-05',
      bins: [{ slot: 1, material: 'PET', capacityLiters: 120, fillPercent: 10, capacityState: 'ON' }],
    })
    .returning({ id: robots.id, machineId: robots.machineId });
  if (row === undefined) throw new Error('robot not inserted');
  return row;
}

export interface UploadInput {
  version?: string;
  releaseNotes?: string;
  fileName?: string;
  content?: Uint8Array | string;
  /** Field order: the file before the version (the server must still check the version, after storing). */
  fileFirst?: boolean;
  /** Another field name for the file. */
  fileField?: string;
}

/** A multipart body as the console's OA_BLOB client sends it. */
export function uploadForm(input: UploadInput): FormData {
  const form = new FormData();
  const file = new Blob([input.content ?? 'payload'], { type: 'application/octet-stream' });
  const addFile = () => {
    form.append(input.fileField ?? 'file', file, input.fileName ?? 'update.zip');
  };
  if (input.fileFirst === true) addFile();
  if (input.version !== undefined) form.append('version', input.version);
  if (input.releaseNotes !== undefined) form.append('releaseNotes', input.releaseNotes);
  if (input.fileFirst !== true) addFile();
  return form;
}

/** POSTs a multipart upload to `baseUrl` (the harness's or another app's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of any shape, like the harness
export async function upload<T = any>(
  baseUrl: string,
  kind: UpdateFileKind,
  token: string | null,
  input: UploadInput | FormData,
): Promise<ApiResponse<T>> {
  const response = await fetch(`${baseUrl}/oa/v1/rc40/${UPDATE_FILE_ROUTES[kind].segment}`, {
    method: 'POST',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    body: input instanceof FormData ? input : uploadForm(input),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Another app over the harness's database (same token key), with its own blob store and limits, listening. */
export async function startSideApp(
  api: TestApi,
  options: { blobStore: BlobStore; uploadMaxBytes?: Partial<Record<UpdateFileKind, number>> },
): Promise<{ url: string; app: FastifyInstance; close(): Promise<void> }> {
  const app = await buildSideApp(api, {
    blobStore: options.blobStore,
    ...(options.uploadMaxBytes === undefined ? {} : { uploadMaxBytes: options.uploadMaxBytes }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { url: `http://127.0.0.1:${String(port)}`, app, close: () => app.close() };
}
