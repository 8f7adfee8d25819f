/** The clients area's seed: domain settings of a few district offices (the platform's seed made the clients). */
import type { AreaSeedContext } from '../area';
import { clientDomains } from './schema';

/** Seeded domain settings (the first host name is the primary one). */
export const SEED_DOMAINS: readonly { client: string; hostnames: readonly string[] }[] = [
  { client: '강남구청', hostnames: ['gangnam.oa-console.kr', 'recycle.gangnam.oa-console.kr'] },
  { client: '서초구청', hostnames: ['seocho.oa-console.kr'] },
  { client: '송파구청', hostnames: ['songpa.oa-console.kr'] },
  { client: '마포구청', hostnames: ['mapo.oa-console.kr', 'eco.mapo.oa-console.kr'] },
];

/** No random draws: the data seeded after it stays as it was. */
export async function seedClientDomains({ db, clients }: AreaSeedContext): Promise<void> {
  const createdAt = new Date(Date.UTC(2026, 10, 1));
  const rows = SEED_DOMAINS.flatMap(({ client, hostnames }) => {
    const id = clients.find((candidate) => candidate.name === client)?.id;
    return id === undefined
      ? []
      : hostnames.map((hostname, index) => ({ clientId: id, hostname, primary: index === 0, createdAt }));
  });
  if (rows.length > 0) await db.insert(clientDomains).values(rows);
}
