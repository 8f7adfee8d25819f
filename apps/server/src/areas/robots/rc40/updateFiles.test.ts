/**
 * RC 4.0 update files through real HTTP and real multipart bodies: uploads to a disk blob store (size, SHA-256,
 * extension, size limit, empty file, version rules, nothing left behind on failure), the lists and detail with
 * rollout counts, download, and rollouts (who may, which robots, what a repeat does), with client scope.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oa/auth/tables';
import { auditLog } from '../../../audit/schema';
import { rollouts, updateFiles } from '../schema';
import { createDiskBlobStore } from '../../../storage/blobStore';
import { clientIdOf, startTestApi, type TestApi } from '../../../testing/harness';
import { makeTempDir } from '../../../testing/tempDir';
import { insertRobot, startSideApp, upload, uploadForm } from './testing';

const PROGRAMS = '/oa/v1/rc40/programs';
const AI_MODELS = '/oa/v1/rc40/ai-models';
/** The side app's limits: small, so "too big" is cheap. */
const PROGRAM_LIMIT = 64 * 1024;
const AI_MODEL_LIMIT = 16 * 1024;

/** Every file under `root`, relative. */
const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();

describe('RC 4.0 update files', () => {
  let api: TestApi;
  let side: Awaited<ReturnType<typeof startSideApp>>;
  let uploads: { path: string; remove: () => void };
  let root: string;
  let programEditor: string;
  let programViewer: string;
  let modelEditor: string;
  let gangnam: number;
  let seocho: number;

  beforeAll(async () => {
    api = await startTestApi();
    uploads = makeTempDir('uploads');
    root = uploads.path;
    side = await startSideApp(api, {
      blobStore: createDiskBlobStore(root),
      uploadMaxBytes: { PROGRAM: PROGRAM_LIMIT, AI_MODEL: AI_MODEL_LIMIT },
    });
    programEditor = (await api.userWith([P.RC_4_0_VERSION_VIEW, P.RC_4_0_VERSION_EDIT])).accessToken;
    programViewer = (await api.userWith([P.RC_4_0_VERSION_VIEW])).accessToken;
    modelEditor = (await api.userWith([P.RC_4_0_UPDATE_FILE_VIEW, P.RC_4_0_UPDATE_FILE_EDIT])).accessToken;
    gangnam = await clientIdOf(api, '강남구청');
    seocho = await clientIdOf(api, '서초구청');
  });
  afterAll(async () => {
    await side.close();
    await api.close();
    uploads.remove();
  });

  const get = (path: string, token: string | null) =>
    fetch(`${side.url}${path}`, { headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  const json = async (path: string, token: string | null) => {
    const response = await get(path, token);
    return { status: response.status, body: (await response.json()) as any };
  };
  const post = async (path: string, token: string, body: unknown) => {
    const response = await fetch(`${side.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  describe('upload', () => {
    it('streams the file to the store: 201 with size, SHA-256, uploader; the bytes download unchanged', async () => {
      const content = Buffer.from(Array.from({ length: 40_000 }, (_, index) => index % 251));
      const before = filesUnder(root).length;
      const response = await upload(side.url, 'PROGRAM', programEditor, {
        version: '5.0.0',
        releaseNotes: '  - 새 기능\n- 버그 수정  ',
        fileName: 'webin 5.0.0 배포.tar.gz',
        content,
      });
      expect(response.status).toBe(201);
      const file = response.body._data;
      expect(file).toMatchObject({
        kind: 'PROGRAM',
        version: '5.0.0',
        fileName: 'webin 5.0.0 배포.tar.gz',
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        releaseNotes: '- 새 기능\n- 버그 수정',
        uploadedBy: '테스트',
        rollout: { PENDING: 0, DOWNLOADING: 0, INSTALLED: 0, FAILED: 0 },
      });
      const stored = filesUnder(root);
      expect(stored.length).toBe(before + 1);
      const [row] = await api.database.db.select().from(updateFiles).where(eq(updateFiles.id, file.id));
      expect(row?.storageKey).toMatch(/^programs\/[0-9a-f-]{36}\.tar\.gz$/);
      expect(readFileSync(join(root, ...(row?.storageKey ?? '').split('/')))).toEqual(content);

      const download = await get(`${PROGRAMS}/${String(file.id)}/download`, programViewer);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/octet-stream');
      expect(download.headers.get('content-length')).toBe(String(content.length));
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="webin 5.0.0 __.tar.gz"; filename*=UTF-8''${encodeURIComponent('webin 5.0.0 배포.tar.gz')}`,
      );
      expect(download.headers.get('x-checksum-sha256')).toBe(file.sha256);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(content);

      const [audit] = await api.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'updateFile.upload'), eq(auditLog.target, `updateFile:${String(file.id)}`)));
      expect(audit?.after).toMatchObject({ version: '5.0.0', sizeBytes: content.length });
    });

    it('accepts the version after the file (checked once the file is stored)', async () => {
      const response = await upload(side.url, 'AI_MODEL', modelEditor, {
        version: '3.0.0',
        fileName: 'model.TFLITE',
        content: 'tflite',
        fileFirst: true,
      });
      expect(response.status).toBe(201);
      expect(response.body._data).toMatchObject({ kind: 'AI_MODEL', version: '3.0.0', releaseNotes: '' });
    });

    it('refuses a file type the kind does not allow, before storing anything', async () => {
      const before = filesUnder(root);
      const program = await upload(side.url, 'PROGRAM', programEditor, { version: '5.0.1', fileName: 'model.onnx' });
      expect(program.status).toBe(400);
      expect(program.body.error).toEqual({
        code: 'INVALID_FILE_TYPE',
        message: '허용되지 않는 파일 형식입니다. .zip, .tar.gz, .apk 파일만 올릴 수 있습니다.',
        fields: { file: '허용되지 않는 파일 형식입니다. .zip, .tar.gz, .apk 파일만 올릴 수 있습니다.' },
      });
      const model = await upload(side.url, 'AI_MODEL', modelEditor, { version: '3.0.1', fileName: 'setup.exe' });
      expect(model.body.error.fields.file).toBe(
        '허용되지 않는 파일 형식입니다. .onnx, .tflite, .pt, .zip 파일만 올릴 수 있습니다.',
      );
      const bare = await upload(side.url, 'PROGRAM', programEditor, { version: '5.0.1', fileName: '.zip' });
      expect(bare.status).toBe(400);
      expect(filesUnder(root)).toEqual(before);
    });

    it('answers 413 over the size limit and keeps no blob; exactly the limit is fine', async () => {
      const before = filesUnder(root);
      const tooBig = await upload(side.url, 'AI_MODEL', modelEditor, {
        version: '3.1.0',
        fileName: 'big.onnx',
        content: Buffer.alloc(AI_MODEL_LIMIT + 1, 1),
      });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.error).toMatchObject({
        code: 'TOO_LARGE',
        message: '파일이 너무 큽니다. AI 모델 파일은 16KB까지 올릴 수 있습니다.',
      });
      expect(filesUnder(root)).toEqual(before);
      const [row] = await api.database.db
        .select({ id: updateFiles.id })
        .from(updateFiles)
        .where(and(eq(updateFiles.kind, 'AI_MODEL'), eq(updateFiles.version, '3.1.0')));
      expect(row).toBeUndefined();

      const muchTooBig = await upload(side.url, 'PROGRAM', programEditor, {
        version: '5.1.0',
        fileName: 'big.zip',
        content: Buffer.alloc(PROGRAM_LIMIT * 8, 2),
      });
      expect(muchTooBig.status).toBe(413);
      expect(filesUnder(root)).toEqual(before);

      const exact = await upload(side.url, 'AI_MODEL', modelEditor, {
        version: '3.1.0',
        fileName: 'exact.onnx',
        content: Buffer.alloc(AI_MODEL_LIMIT, 1),
      });
      expect(exact.status).toBe(201);
      expect(exact.body._data.sizeBytes).toBe(AI_MODEL_LIMIT);
    });

    it('refuses an empty file, a missing file and a missing or malformed version, keeping no blob', async () => {
      const before = filesUnder(root);
      const empty = await upload(side.url, 'PROGRAM', programEditor, { version: '5.2.0', content: '' });
      expect(empty.status).toBe(400);
      expect(empty.body.error.fields).toEqual({ file: '빈 파일은 올릴 수 없습니다.' });

      const form = new FormData();
      form.append('version', '5.2.0');
      const noFile = await upload(side.url, 'PROGRAM', programEditor, form);
      expect(noFile.status).toBe(400);
      expect(noFile.body.error.fields).toEqual({ file: '올릴 파일을 선택해 주세요.' });

      const noVersion = await upload(side.url, 'PROGRAM', programEditor, { fileName: 'a.zip' });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.error.fields).toEqual({ version: '버전을 입력해 주세요.' });

      for (const version of ['v5.2', '5.2', '5.2.0-beta', '1234.0.0']) {
        const bad = await upload(side.url, 'PROGRAM', programEditor, { version, fileFirst: true });
        expect(bad.status, version).toBe(400);
        expect(bad.body.error.fields).toEqual({ version: '버전은 4.2.0처럼 숫자.숫자.숫자 형식으로 입력해 주세요.' });
      }
      const otherField = await upload(side.url, 'PROGRAM', programEditor, { version: '5.2.0', fileField: 'upload' });
      expect(otherField.body.error.fields).toEqual({ file: "파일은 'file' 항목으로 보내 주세요." });

      const notes = await upload(side.url, 'PROGRAM', programEditor, {
        version: '5.2.0',
        releaseNotes: '가'.repeat(2001),
      });
      expect(notes.status).toBe(400);
      expect(notes.body.error.fields).toEqual({ releaseNotes: '릴리스 노트는 2000자까지입니다.' });
      expect(filesUnder(root)).toEqual(before);
    });

    it('two files in one upload: 400, and neither is kept', async () => {
      const before = filesUnder(root);
      const form = uploadForm({ version: '5.2.5', fileName: 'one.zip' });
      form.append('file', new Blob(['second']), 'two.zip');
      const response = await upload(side.url, 'PROGRAM', programEditor, form);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ file: '파일은 하나만 올릴 수 있습니다.' });
      expect(filesUnder(root)).toEqual(before);
    });

    it('a version already uploaded for the kind is 409, whether sent before or after the file; the blob is removed', async () => {
      expect((await upload(side.url, 'PROGRAM', programEditor, { version: '5.3.0' })).status).toBe(201);
      const before = filesUnder(root);
      for (const fileFirst of [false, true]) {
        const again = await upload(side.url, 'PROGRAM', programEditor, { version: '5.3.0', fileFirst });
        expect(again.status).toBe(409);
        expect(again.body.error).toEqual({
          code: 'DUPLICATE_VERSION',
          message: '이미 등록된 버전입니다.',
          fields: { version: '이미 등록된 버전입니다.' },
        });
      }
      expect(filesUnder(root)).toEqual(before);
      // The same version of the other kind is another file.
      expect((await upload(side.url, 'AI_MODEL', modelEditor, { version: '5.3.0', fileName: 'm.pt' })).status).toBe(
        201,
      );
    });

    it('two uploads of one version at once: one 201, one 409, one blob kept', async () => {
      const before = filesUnder(root).length;
      const results = await Promise.all(
        [1, 2].map(() => upload(side.url, 'PROGRAM', programEditor, { version: '5.4.0', fileFirst: true })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
      expect(filesUnder(root).length).toBe(before + 1);
    });

    it('is not multipart: 415 in Korean; a JSON body is refused before any work', async () => {
      const response = await post(PROGRAMS, programEditor, { version: '5.5.0' });
      expect(response.status).toBe(415);
      expect(response.body.error.message).toBe('파일은 multipart/form-data 형식으로 보내 주세요.');
    });

    it('checks the permission before reading the body: 401 without a token, 403 without the action', async () => {
      const big = uploadForm({ version: '5.6.0', fileName: 'x.zip', content: Buffer.alloc(PROGRAM_LIMIT * 4) });
      const before = filesUnder(root);
      expect((await upload(side.url, 'PROGRAM', null, big)).status).toBe(401);
      const denied = await upload(side.url, 'PROGRAM', programViewer, { version: '5.6.0' });
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe('FORBIDDEN');
      // The program editor cannot upload AI models (another permission).
      expect((await upload(side.url, 'AI_MODEL', programEditor, { version: '5.6.0', fileName: 'a.onnx' })).status).toBe(
        403,
      );
      expect(filesUnder(root)).toEqual(before);
    });
  });

  describe('list, detail, download', () => {
    it('lists one kind, newest first, filtered by version', async () => {
      const list = await json(`${PROGRAMS}?size=100`, programViewer);
      expect(list.status).toBe(200);
      expect(list.body._data.items.every((item: any) => item.kind === 'PROGRAM')).toBe(true);
      const times = list.body._data.items.map((item: any) => item.createdAt as string);
      expect(times).toEqual([...times].sort().reverse());
      const one = await json(`${PROGRAMS}?filter=version:eq:5.3.0`, programViewer);
      expect(one.body._data.items.map((item: any) => item.version)).toEqual(['5.3.0']);
      const models = await json(`${AI_MODELS}?filter=version:eq:5.3.0`, modelEditor);
      expect(models.body._data.items.map((item: any) => item.kind)).toEqual(['AI_MODEL']);
      const bad = await json(`${PROGRAMS}?filter=sha256:eq:x`, programViewer);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toContain("'sha256'(으)로는 검색할 수 없습니다.");
    });

    it('a missing file or one of the other kind is 404; another screen is 403', async () => {
      const [model] = await api.database.db
        .select({ id: updateFiles.id })
        .from(updateFiles)
        .where(eq(updateFiles.kind, 'AI_MODEL'));
      const id = String(model?.id);
      expect((await json(`${AI_MODELS}/${id}`, modelEditor)).status).toBe(200);
      const wrongKind = await json(`${PROGRAMS}/${id}`, programViewer);
      expect(wrongKind.status).toBe(404);
      expect(wrongKind.body.error.message).toBe('대상을 찾을 수 없습니다.');
      expect((await json(`${PROGRAMS}/999999`, programViewer)).status).toBe(404);
      expect((await json(`${PROGRAMS}/999999/download`, programViewer)).status).toBe(404);
      expect((await json(`${PROGRAMS}/999999/rollouts`, programViewer)).status).toBe(404);
      expect((await json(`${AI_MODELS}/${id}`, programViewer)).status).toBe(403);
      expect((await json(`${PROGRAMS}/abc`, programViewer)).status).toBe(400);
    });

    it('a file whose blob is gone answers 404 on download with a Korean message', async () => {
      // The harness's seed wrote the seeded files' rows without a blob store.
      const [seeded] = await api.database.db
        .select({ id: updateFiles.id })
        .from(updateFiles)
        .where(and(eq(updateFiles.kind, 'PROGRAM'), eq(updateFiles.version, '4.2.1')));
      const response = await json(`${PROGRAMS}/${String(seeded?.id)}/download`, programViewer);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('저장된 파일을 찾을 수 없습니다.');
    });
  });

  describe('rollouts', () => {
    let fileId: number;
    let gnA: { id: number; machineId: string };
    let gnB: { id: number; machineId: string };
    let sc: { id: number; machineId: string };
    let rc3: { id: number; machineId: string };

    beforeAll(async () => {
      const uploaded = await upload(side.url, 'PROGRAM', programEditor, { version: '6.0.0' });
      fileId = uploaded.body._data.id;
      gnA = await insertRobot(api, { machineId: 'RO-GN-0001', name: '강남 A', clientId: gangnam });
      gnB = await insertRobot(api, { machineId: 'RO-GN-0002', name: '강남 B', clientId: gangnam });
      sc = await insertRobot(api, { machineId: 'RO-SC-0001', name: '서초 A', clientId: seocho });
      rc3 = await insertRobot(api, {
        machineId: 'RO-GN-0300',
        name: '강남 구형',
        clientId: gangnam,
        generation: 'RC_3',
      });
    });

    const rollouts_ = (id = fileId) => `${PROGRAMS}/${String(id)}/rollouts`;
    const stateOf = async (robotId: number) =>
      (
        await api.database.db
          .select({ state: rollouts.state, message: rollouts.message })
          .from(rollouts)
          .where(and(eq(rollouts.fileId, fileId), eq(rollouts.robotId, robotId)))
      )[0];

    it('creates PENDING rollouts for RC 4.0 robots and lists them with the robot joined', async () => {
      const started = await post(rollouts_(), programEditor, {
        machineIds: ['RO-GN-0001', 'RO-SC-0001', 'RO-GN-0001'],
      });
      expect(started.status).toBe(200);
      expect(started.body._data).toEqual({ created: ['RO-GN-0001', 'RO-SC-0001'], restarted: [], unchanged: [] });
      const list = await json(`${rollouts_()}?sort=machineId,ASC`, programViewer);
      expect(list.status).toBe(200);
      expect(list.body._data.items).toEqual([
        expect.objectContaining({ machineId: 'RO-GN-0001', robotName: '강남 A', state: 'PENDING', message: null }),
        expect.objectContaining({ machineId: 'RO-SC-0001', robotName: '서초 A', state: 'PENDING', message: null }),
      ]);
      const detail = await json(`${PROGRAMS}/${String(fileId)}`, programViewer);
      expect(detail.body._data.rollout).toEqual({ PENDING: 2, DOWNLOADING: 0, INSTALLED: 0, FAILED: 0 });
    });

    it('a FAILED rollout goes back to PENDING; PENDING, DOWNLOADING and INSTALLED ones are left alone', async () => {
      await api.database.db
        .update(rollouts)
        .set({ state: 'FAILED', message: '저장 공간이 부족합니다.' })
        .where(and(eq(rollouts.fileId, fileId), eq(rollouts.robotId, gnA.id)));
      await api.database.db
        .update(rollouts)
        .set({ state: 'INSTALLED' })
        .where(and(eq(rollouts.fileId, fileId), eq(rollouts.robotId, sc.id)));
      const again = await post(rollouts_(), programEditor, { machineIds: ['RO-SC-0001', 'RO-GN-0001', 'RO-GN-0002'] });
      expect(again.status).toBe(200);
      expect(again.body._data).toEqual({
        created: ['RO-GN-0002'],
        restarted: ['RO-GN-0001'],
        unchanged: ['RO-SC-0001'],
      });
      expect(await stateOf(gnA.id)).toEqual({ state: 'PENDING', message: null });
      expect(await stateOf(sc.id)).toEqual({ state: 'INSTALLED', message: null });

      await api.database.db
        .update(rollouts)
        .set({ state: 'DOWNLOADING' })
        .where(and(eq(rollouts.fileId, fileId), eq(rollouts.robotId, gnB.id)));
      const repeat = await post(rollouts_(), programEditor, { machineIds: ['RO-GN-0002', 'RO-GN-0001'] });
      expect(repeat.body._data).toEqual({ created: [], restarted: [], unchanged: ['RO-GN-0001', 'RO-GN-0002'] });
      expect((await stateOf(gnB.id))?.state).toBe('DOWNLOADING');

      const failedOnly = await json(
        `${rollouts_()}?filter=state:in:INSTALLED,DOWNLOADING&sort=machineId,ASC`,
        programViewer,
      );
      expect(failedOnly.body._data.items.map((item: any) => [item.machineId, item.state])).toEqual([
        ['RO-GN-0002', 'DOWNLOADING'],
        ['RO-SC-0001', 'INSTALLED'],
      ]);
    });

    it('refuses unknown machine ids (named), robots that are not RC 4.0, and an empty or malformed list', async () => {
      const unknown = await post(rollouts_(), programEditor, { machineIds: ['RO-GN-0001', 'NOPE-1', 'NOPE-2'] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields).toEqual({ machineIds: '등록되지 않은 로봇입니다: NOPE-1, NOPE-2' });
      const old = await post(rollouts_(), programEditor, { machineIds: ['RO-GN-0300', 'RO-GN-0001'] });
      expect(old.status).toBe(400);
      expect(old.body.error.fields).toEqual({ machineIds: 'RC 4.0 로봇에만 배포할 수 있습니다: RO-GN-0300' });
      expect((await stateOf(rc3.id))?.state).toBeUndefined();
      const empty = await post(rollouts_(), programEditor, { machineIds: [] });
      expect(empty.body.error.fields).toEqual({ machineIds: '배포할 로봇을 하나 이상 선택해 주세요.' });
      const notStrings = await post(rollouts_(), programEditor, { machineIds: [1, 2] });
      expect(notStrings.body.error.fields).toEqual({ machineIds: '로봇 번호가 올바르지 않습니다.' });
      const missing = await post(rollouts_(), programEditor, {});
      expect(missing.status).toBe(400);
      expect((await post(rollouts_(999_999), programEditor, { machineIds: ['RO-GN-0001'] })).status).toBe(404);
    });

    it('needs the rollout action (403) of its own kind', async () => {
      expect((await post(rollouts_(), programViewer, { machineIds: ['RO-GN-0001'] })).status).toBe(403);
      expect((await post(rollouts_(), modelEditor, { machineIds: ['RO-GN-0001'] })).status).toBe(403);
    });

    it("a client's admin user sees its robots' rollouts and counts only, and cannot roll out to others' robots", async () => {
      const admin = (await api.userWith([P.RC_4_0_VERSION_VIEW, P.RC_4_0_VERSION_EDIT], { clientId: gangnam }))
        .accessToken;
      const list = await json(`${rollouts_()}?size=100`, admin);
      expect(list.body._data.items.map((item: any) => item.machineId).sort()).toEqual(['RO-GN-0001', 'RO-GN-0002']);
      const detail = await json(`${PROGRAMS}/${String(fileId)}`, admin);
      expect(detail.body._data.rollout).toEqual({ PENDING: 1, DOWNLOADING: 1, INSTALLED: 0, FAILED: 0 });
      const other = await post(rollouts_(), admin, { machineIds: ['RO-SC-0001'] });
      expect(other.status).toBe(400);
      expect(other.body.error.fields).toEqual({ machineIds: '등록되지 않은 로봇입니다: RO-SC-0001' });
      const own = await post(rollouts_(), admin, { machineIds: ['RO-GN-0001'] });
      expect(own.status).toBe(200);
    });
  });
});
