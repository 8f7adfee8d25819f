/**
 * Seed data: a deterministic generator of realistic Korean data (Seoul's 25 district offices and other clients,
 * permission groups, console users) with a size knob, and the DEMO accounts for trying the console. Demo accounts
 * are for a local machine only: the server refuses to start in production while one still has the demo password.
 * Each area's own seed (its Area's `seed` hook: robots, RC 4.0, the clients' domains, the cup programme) runs after
 * the platform's groups, clients and users, in the order of areas/index.ts, in the same transaction.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { ALL_PERMISSIONS, PERMISSION_GROUPS, PERMISSIONS as P, type Permission } from '@oa/auth/tables';
import { SEOUL_DISTRICT_NAMES, type ClientType, type UserStatus } from '@oa/contract';
import type { PasswordHasher } from '../auth/passwords';
import { UNUSABLE_PASSWORD } from '../auth/passwords';
import type { Db } from '../db/database';
import { permissionGroups, users } from '../auth/schema';
import { clients } from '../authz/schema';
import { AREA_LIST, optionsOf, type AreaOptions } from '../areas';
import type { BlobStore } from '../storage/blobStore';
import { createRandom } from './random';

/** Shared by every demo account; printed on the first start. Demo only. */
export const DEMO_PASSWORD = 'oa-demo-2026!';

const areaPermissions = (...areas: string[]): Permission[] =>
  PERMISSION_GROUPS.filter((group) => areas.includes(group.area)).flatMap((group) =>
    group.permissions.map((info) => info.permission),
  );

/** Sensitive reads a viewer does not get: decrypted phone numbers and remittance details. */
const SENSITIVE: readonly Permission[] = [P.SEOUL_CUP_PHONE_NUMBER_VIEW, P.SEOUL_CUP_REFUND_DETAIL_VIEW];

export const SEED_GROUPS: readonly { name: string; description: string; permissions: readonly Permission[] }[] = [
  { name: '전체 관리자', description: '모든 권한', permissions: ALL_PERMISSIONS },
  { name: '로봇 운영', description: '로봇 관리와 통계', permissions: areaPermissions('robot', 'statistics') },
  {
    name: '다회용컵 운영',
    description: '서울컵 대여·반납·환급·세척·배송과 컵 ID',
    permissions: [P.USER, ...areaPermissions('cup', 'lalaloop')],
  },
  {
    name: '조회 전용',
    description: '모든 화면 조회 (수정, 전화번호 복호화, 송금 상세 제외)',
    permissions: ALL_PERMISSIONS.filter(
      (permission) => permission.endsWith('_VIEW') && !SENSITIVE.includes(permission),
    ).concat(P.USER),
  },
  {
    name: '고객사 관리자',
    description: '자기 고객사의 로봇, 통계, 사용자',
    permissions: [P.USER, P.RC_VIEW, P.STATISTICS_RC_VIEW, P.STATISTICS_RC_MONTHLY_VIEW, P.OA_CONSOLE_USER_EDIT],
  },
];

export interface DemoAccount {
  loginId: string;
  name: string;
  group: string;
  /** The client whose admin user this is (object-level access), if any. */
  client?: string;
  role: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { loginId: 'demo-admin', name: '김관리', group: '전체 관리자', role: '관리자 (모든 권한)' },
  { loginId: 'demo-robot', name: '이로봇', group: '로봇 운영', role: '로봇 운영자' },
  { loginId: 'demo-cup', name: '박서울', group: '다회용컵 운영', role: '다회용컵 운영자' },
  { loginId: 'demo-viewer', name: '최조회', group: '조회 전용', role: '조회 전용' },
  {
    loginId: 'demo-client',
    name: '정고객',
    group: '고객사 관리자',
    client: '강남구청',
    role: '고객사 관리자 (강남구청만)',
  },
];

const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '류',
  '홍',
];
const GIVEN = [
  '민',
  '서',
  '지',
  '현',
  '준',
  '우',
  '은',
  '예',
  '도',
  '하',
  '윤',
  '수',
  '영',
  '진',
  '성',
  '태',
  '연',
  '주',
  '혜',
  '경',
  '재',
  '호',
  '아',
  '린',
];
const COMPANIES = [
  '한빛물산',
  '푸른에너지',
  '새솔유통',
  '다온식품',
  '미래리사이클',
  '한강건설',
  '누리테크',
  '별빛호텔',
  '초록마트',
  '서울에코',
];
const CAMPUSES = [
  '서울대학교',
  '연세대학교',
  '고려대학교',
  '한양대학교',
  '서강대학교',
  '이화여자대학교',
  '성균관대학교',
  '중앙대학교',
];
const EMAIL_DOMAINS = ['example.com', 'example.kr', 'example.org'];

export interface SeedResult {
  seeded: boolean;
  users: number;
  clients: number;
  /** Robots seeded (areas/robots/seed.ts). */
  robots: number;
  demoAccounts: readonly DemoAccount[];
}

export interface SeedOptions {
  /** Scale: clients and users grow with it (1: about 50 clients and 60 users). 0: groups and demo accounts only. */
  size: number;
  /** Demo accounts and generated clients and users (never in production, which gets the groups only). */
  demo: boolean;
  hasher: PasswordHasher;
  /** Where the RC 4.0 update files' placeholder blobs go (server.ts: the upload folder); omitted = no blobs. */
  blobs?: BlobStore;
  /**
   * Each area's options, as the app gets them (`areas.robots.seed`: the robots' amounts, default 300 x size robots
   * with 120 days of history; `areas.cup`: its cipher and `seed` amounts, no cup data without them).
   */
  areas?: AreaOptions;
}

/** Seeds an empty database; a database with any user is left alone (a restart keeps its data). */
export async function seedIfEmpty(db: Db, { size, demo, hasher, blobs, areas }: SeedOptions): Promise<SeedResult> {
  // Empty: no users and no permission groups (production seeds the groups only, so a production start that failed
  // before its first administrator leaves groups and no users: it is not seeded twice).
  const [existing] = await db.select({ users: count() }).from(users);
  const [groupRows] = await db.select({ groups: count() }).from(permissionGroups);
  if ((existing?.users ?? 0) > 0 || (groupRows?.groups ?? 0) > 0)
    return { seeded: false, users: 0, clients: 0, robots: 0, demoAccounts: [] };
  const random = createRandom(20_261_122);

  // Creation times spread over the two years before a fixed day, so lists sort the same everywhere.
  const epoch = Date.UTC(2026, 10, 1);
  const daysAgo = (days: number) => new Date(epoch - days * 86_400_000 - random.int(0, 86_399) * 1000);

  return db.transaction(async (tx) => {
    const groups = await tx
      .insert(permissionGroups)
      .values(
        SEED_GROUPS.map((group) => ({
          name: group.name,
          description: group.description,
          permissions: [...group.permissions],
        })),
      )
      .returning({ id: permissionGroups.id, name: permissionGroups.name });
    const groupId = (name: string) => groups.find((group) => group.name === name)?.id ?? null;
    // Production gets the permission groups only; its people and clients are real ones.
    if (!demo) return { seeded: true, users: 0, clients: 0, robots: 0, demoAccounts: [] };
    const demoHash = await hasher.hash(DEMO_PASSWORD);

    const clientRows: {
      uid: string;
      name: string;
      type: ClientType;
      district: string;
      createdAt: Date;
      parent?: string;
    }[] = [];
    SEOUL_DISTRICT_NAMES.forEach((district, index) => {
      clientRows.push({
        uid: `CL-${String(index + 1).padStart(5, '0')}`,
        name: `${district}청`,
        type: 'DISTRICT_OFFICE',
        district,
        createdAt: daysAgo(700 - index),
      });
    });
    const extra = size * 25;
    for (let index = 0; index < extra; index += 1) {
      const district = random.pick(SEOUL_DISTRICT_NAMES);
      const campus = random.chance(0.25);
      const base = campus ? random.pick(CAMPUSES) : random.pick(COMPANIES);
      const name =
        index < (campus ? CAMPUSES : COMPANIES).length * 2
          ? `${base} ${district.replace(/구$/, '')}점`
          : `${base} ${String(index + 1)}호`;
      clientRows.push({
        uid: `CL-${String(SEOUL_DISTRICT_NAMES.length + index + 1).padStart(5, '0')}`,
        name,
        type: campus ? 'CAMPUS' : random.chance(0.15) ? 'PUBLIC_INSTITUTION' : 'COMPANY',
        district,
        createdAt: daysAgo(random.int(0, 690)),
      });
    }
    const insertedClients = await tx
      .insert(clients)
      .values(
        clientRows.map((client) => ({
          uid: client.uid,
          name: client.name,
          type: client.type,
          district: client.district,
          businessNumber: `${String(random.int(100, 999))}-${String(random.int(10, 99))}-${String(random.int(10000, 99999))}`,
          contactName: `${random.pick(SURNAMES)}${random.pick(GIVEN)}${random.pick(GIVEN)}`,
          contactPhone: `010-${String(random.int(1000, 9999))}-${String(random.int(1000, 9999))}`,
          createdAt: client.createdAt,
        })),
      )
      .returning({ id: clients.id, name: clients.name, district: clients.district });
    // Branches belong to their district office: a client admin of the office also sees them.
    for (const client of insertedClients.slice(SEOUL_DISTRICT_NAMES.length)) {
      if (!random.chance(0.3)) continue;
      const office = insertedClients.find((candidate) => candidate.name === `${client.district ?? ''}청`);
      if (office !== undefined) await tx.update(clients).set({ parentId: office.id }).where(eq(clients.id, client.id));
    }
    const clientId = (name: string) => insertedClients.find((client) => client.name === name)?.id ?? null;
    const people = size * 60;
    const statuses: UserStatus[] = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING', 'LOCKED'];
    const generated = Array.from({ length: people }, (_, index) => {
      const clientAdmin = random.chance(0.3);
      const client = clientAdmin ? random.pick(insertedClients) : null;
      return {
        loginId: `user${String(index + 1).padStart(4, '0')}`,
        passwordHash: UNUSABLE_PASSWORD,
        name: `${random.pick(SURNAMES)}${random.pick(GIVEN)}${random.pick(GIVEN)}`,
        email: `user${String(index + 1).padStart(4, '0')}@${random.pick(EMAIL_DOMAINS)}`,
        phone: `010-${String(random.int(1000, 9999))}-${String(random.int(1000, 9999))}`,
        status: random.pick(statuses),
        groupId: groupId(clientAdmin ? '고객사 관리자' : random.pick(SEED_GROUPS).name),
        clientId: client?.id ?? null,
        createdAt: daysAgo(random.int(0, 690)),
      };
    });
    const demoRows = DEMO_ACCOUNTS.map((account, index) => ({
      loginId: account.loginId,
      passwordHash: demoHash,
      name: account.name,
      email: `${account.loginId}@example.com`,
      phone: `010-0000-${String(index + 1).padStart(4, '0')}`,
      status: 'ACTIVE' as const,
      groupId: groupId(account.group),
      clientId: account.client === undefined ? null : clientId(account.client),
      createdAt: daysAgo(720),
    }));
    const rows = [...demoRows, ...generated];
    for (let start = 0; start < rows.length; start += 500)
      await tx.insert(users).values(rows.slice(start, start + 500));
    const counts: Record<string, number> = {};
    for (const area of AREA_LIST) {
      const seeded = await area.seed?.({ db: tx, size, clients: insertedClients, blobs }, optionsOf(areas, area));
      Object.assign(counts, seeded ?? {});
    }
    return {
      seeded: true,
      users: rows.length,
      clients: insertedClients.length,
      robots: counts.robots ?? 0,
      demoAccounts: DEMO_ACCOUNTS,
    };
  });
}

/** Demo accounts that still accept the demo password (production refuses to start while any does). */
export async function demoAccountsInUse(db: Db, hasher: PasswordHasher): Promise<string[]> {
  const rows = await db
    .select({ loginId: users.loginId, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.loginId,
        DEMO_ACCOUNTS.map((account) => account.loginId),
      ),
    );
  const open: string[] = [];
  for (const row of rows) if (await hasher.verify(DEMO_PASSWORD, row.passwordHash)) open.push(row.loginId);
  return open;
}
