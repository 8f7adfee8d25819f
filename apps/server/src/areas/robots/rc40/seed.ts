/**
 * Demo data of the RC 4.0 update files: program and AI model versions with Korean release notes, each with a small
 * placeholder file in the blob store (so downloads work), and their rollouts to the seeded RC 4.0 robots: older
 * versions installed nearly everywhere, the newest mixed (installed, downloading, pending, failed). Runs after the
 * robots' seed step and reads the robots from the database; with none (or without a blob store: the test harness)
 * it still seeds the files, just without rollouts (or blobs). Deterministic: its own seeded PRNG and a fixed epoch.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { UPDATE_FILE_RULES, type RolloutState, type UpdateFileKind } from '@oa/contract';
import type { Db } from '../../../db/database';
import { robots, rollouts, updateFiles } from '../schema';
import { users } from '../../users/schema';
import { createRandom } from '../../../seed/random';
import { streamOf, type BlobStore } from '../../../storage/blobStore';
import { extensionOf, UPDATE_FILE_ROUTES } from './updateFiles';

interface SeedFile {
  kind: UpdateFileKind;
  version: string;
  fileName: string;
  daysAgo: number;
  releaseNotes: string;
}

export const SEED_UPDATE_FILES: readonly SeedFile[] = [
  {
    kind: 'PROGRAM',
    version: '4.0.0',
    fileName: 'webin-rc40-4.0.0.zip',
    daysAgo: 320,
    releaseNotes: 'RC 4.0 첫 정식 버전입니다.\n- AI 재질 판별 투입구\n- 포인트 적립 연동',
  },
  {
    kind: 'PROGRAM',
    version: '4.0.3',
    fileName: 'webin-rc40-4.0.3.zip',
    daysAgo: 250,
    releaseNotes: '- 문 잠금 센서 오작동 수정\n- 통신 끊김 후 재연결 시간 단축',
  },
  {
    kind: 'PROGRAM',
    version: '4.1.0',
    fileName: 'webin-rc40-4.1.0.zip',
    daysAgo: 170,
    releaseNotes: '- 수거함별 적재량 경고 기준(80%) 적용\n- 무게 보정 절차 개선',
  },
  {
    kind: 'PROGRAM',
    version: '4.2.0',
    fileName: 'webin-rc40-4.2.0.zip',
    daysAgo: 60,
    releaseNotes: '- 화면 안내 문구 개선\n- 높이 보정 기능 추가\n- 야간 절전 모드',
  },
  {
    kind: 'PROGRAM',
    version: '4.2.1',
    fileName: 'webin-rc40-4.2.1.zip',
    daysAgo: 6,
    releaseNotes: '- 4.2.0에서 절전 모드 해제가 늦던 문제 수정\n- 로그 전송 안정성 개선',
  },
  {
    kind: 'AI_MODEL',
    version: '1.0.0',
    fileName: 'material-classifier-1.0.0.onnx',
    daysAgo: 330,
    releaseNotes: '재질 판별 모델 첫 버전 (페트, 종이, 캔, 종이팩).',
  },
  {
    kind: 'AI_MODEL',
    version: '1.1.0',
    fileName: 'material-classifier-1.1.0.onnx',
    daysAgo: 200,
    releaseNotes: '- 라벨이 붙은 페트병 판별 정확도 향상\n- 찌그러진 캔 인식 개선',
  },
  {
    kind: 'AI_MODEL',
    version: '1.2.0',
    fileName: 'material-classifier-1.2.0.onnx',
    daysAgo: 90,
    releaseNotes: '- 종이팩과 종이컵 구분 개선\n- 추론 속도 20% 향상',
  },
  {
    kind: 'AI_MODEL',
    version: '2.0.0',
    fileName: 'material-classifier-2.0.0.tflite',
    daysAgo: 10,
    releaseNotes: '- 새 학습 데이터(약 12만 장)로 다시 학습\n- 이물질(NONE) 판별 추가\n- 모델 형식을 TFLite로 변경',
  },
];

const FAILURE_MESSAGES = [
  '다운로드 중 연결이 끊어졌습니다.',
  '저장 공간이 부족합니다.',
  '설치 후 자가 진단에 실패했습니다.',
];

/** The newest version's mix of states. */
const NEWEST_MIX: readonly RolloutState[] = [
  'INSTALLED',
  'INSTALLED',
  'INSTALLED',
  'INSTALLED',
  'DOWNLOADING',
  'DOWNLOADING',
  'PENDING',
  'PENDING',
  'PENDING',
  'FAILED',
];

export interface Rc40SeedResult {
  files: number;
  rollouts: number;
}

export async function seedRc40(db: Db, { blobs }: { blobs?: BlobStore | undefined }): Promise<Rc40SeedResult> {
  const random = createRandom(20_261_140);
  const epoch = Date.UTC(2026, 10, 1);
  const [uploader] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, 'demo-robot'));
  const rc40 = await db.select({ id: robots.id }).from(robots).where(eq(robots.generation, 'RC_4_0'));
  let rolloutCount = 0;

  for (const kind of ['PROGRAM', 'AI_MODEL'] as const) {
    const files = SEED_UPDATE_FILES.filter((file) => file.kind === kind);
    for (const [index, file] of files.entries()) {
      const content = `OA Console demo ${kind} ${file.version}\n`;
      const extension = extensionOf(file.fileName, UPDATE_FILE_RULES[kind].extensions) ?? '.bin';
      const key = `${UPDATE_FILE_ROUTES[kind].segment}/seed-${file.version}${extension}`;
      const blob =
        blobs === undefined
          ? { size: Buffer.byteLength(content), sha256: createHash('sha256').update(content).digest('hex') }
          : await blobs.put(key, streamOf(content));
      const createdAt = new Date(epoch - file.daysAgo * 86_400_000 + random.int(9 * 3600, 18 * 3600) * 1000);
      const [row] = await db
        .insert(updateFiles)
        .values({
          kind,
          version: file.version,
          fileName: file.fileName,
          sizeBytes: blob.size,
          sha256: blob.sha256,
          contentType: 'application/octet-stream',
          storageKey: key,
          releaseNotes: file.releaseNotes,
          uploadedBy: uploader?.id ?? null,
          createdAt,
        })
        .returning({ id: updateFiles.id });
      if (row === undefined) throw new Error('seed update file not created');
      // Rollouts of the last three versions: the oldest of them everywhere, the next nearly, the newest mixed.
      const age = files.length - 1 - index;
      if (age > 2 || rc40.length === 0) continue;
      const values = rc40.map((robot) => {
        const state: RolloutState =
          age === 2
            ? 'INSTALLED'
            : age === 1
              ? random.chance(0.05)
                ? 'FAILED'
                : 'INSTALLED'
              : random.pick(NEWEST_MIX);
        const updatedAt = new Date(
          Math.min(createdAt.getTime() + random.int(1, Math.max(1, file.daysAgo) * 24) * 3_600_000, epoch),
        );
        return {
          fileId: row.id,
          robotId: robot.id,
          state,
          message: state === 'FAILED' ? random.pick(FAILURE_MESSAGES) : null,
          createdAt,
          updatedAt,
        };
      });
      for (let start = 0; start < values.length; start += 500) {
        await db.insert(rollouts).values(values.slice(start, start + 500));
      }
      rolloutCount += values.length;
    }
  }
  return { files: SEED_UPDATE_FILES.length, rollouts: rolloutCount };
}
