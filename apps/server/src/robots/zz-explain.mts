import { openDatabase } from '../db/database';
import { sql } from 'drizzle-orm';
const db = await openDatabase({ dataDir: '/tmp/seeddb' });
const q = async (label: string, text: string, noSeq = false) => {
  if (noSeq) await db.db.execute(sql.raw('set enable_seqscan = off'));
  const r = (await db.db.execute(sql.raw(`explain ${text}`))) as unknown as { rows: { 'QUERY PLAN': string }[] };
  console.log(`--- ${label}${noSeq ? ' (enable_seqscan off)' : ''}`);
  for (const row of r.rows) console.log(row['QUERY PLAN']);
  if (noSeq) await db.db.execute(sql.raw('set enable_seqscan = on'));
};
await q('robots default page', `select r.*, c.name from robots r left join clients c on c.id = r.client_id order by r.created_at desc, r.id desc limit 10`);
await q('robots capacityState any FULL', `select r.id from robots r where r.capacity_states @> ARRAY['FULL']::text[] order by r.created_at desc, r.id desc limit 10`, true);
await q('robots district + client', `select r.id from robots r where r.district = '강남구' and r.client_id = 23 order by r.created_at desc limit 10`, true);
await q('robots online', `select r.id from robots r where r.last_heartbeat_at >= now() - interval '180 seconds' order by r.created_at desc limit 10`);
await q('logs default page', `select l.id from robot_logs l inner join robots r on r.id = l.robot_id left join users u on u.id = l.actor_user_id order by l.at desc, l.id desc limit 10`);
await q('logs count', `select count(*) from robot_logs l inner join robots r on r.id = l.robot_id`);
await q('logs by machineId', `select l.id from robot_logs l inner join robots r on r.id = l.robot_id where r.machine_id = 'RC4-GN-0001' order by l.at desc, l.id desc limit 10`);
await q('logs by type', `select l.id from robot_logs l inner join robots r on r.id = l.robot_id where l.type = 'ERROR' order by l.at desc, l.id desc limit 10`);
await db.close();
