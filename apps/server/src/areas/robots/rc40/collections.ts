/**
 * RC 4.0 collection history (rc-4_0-collection, APPS): every deposit with what the member chose, what the AI saw
 * (confidence 0-1), whether it was accepted, and the points given. Member ids are masked. Scoped to the caller's
 * robots (a client's admin user).
 */
import { eq } from 'drizzle-orm';
import { COLLECTION_LIST } from '@oa/contract';
import { CollectionEventSchema } from '@oa/contract/schemas/robots';
import type { AreaPlugin } from '../../area';
import { collectionEvents, robots } from '../schema';
import { principalOf, screen } from '../../../http/access';
import { listSpec, runList } from '../../../lists/listEngine';
import { listSchema, serialized } from '../../../http/routeSchemas';
import { machineIdOf, robotScope } from '../model';

const collectionList = listSpec(
  COLLECTION_LIST,
  {
    machineId: machineIdOf(collectionEvents.robotId),
    material: collectionEvents.material,
    aiResult: collectionEvents.aiResult,
    accepted: collectionEvents.accepted,
    confidence: collectionEvents.confidence,
    points: collectionEvents.points,
    at: collectionEvents.at,
  },
  collectionEvents.id,
);

/** 'M20240531' -> 'M20****31': the first 3 and the last 2 characters stay; 5 characters or fewer are all hidden. */
export function maskMemberId(memberId: string): string {
  // Member ids are ASCII (letters and digits): slicing by UTF-16 unit is exact.
  if (memberId.length <= 5) return '*'.repeat(memberId.length);
  return `${memberId.slice(0, 3)}${'*'.repeat(memberId.length - 5)}${memberId.slice(-2)}`;
}

export const collectionRoutes: AreaPlugin = (app, { db }) => {
  app.get(
    '/v1/rc40/collections',
    {
      config: { access: screen('/dashboard/rc-4_0-collection') },
      schema: listSchema(COLLECTION_LIST, CollectionEventSchema, {
        tags: ['rc40'],
        summary: 'RC 4.0 수거 이력 (회원 번호 마스킹)',
      }),
    },
    async (request) => {
      const page = await runList<{ memberId: string; confidence: number } & Record<string, unknown>>({
        db,
        from: collectionEvents,
        projection: {
          id: collectionEvents.id,
          machineId: robots.machineId,
          robotName: robots.name,
          memberId: collectionEvents.memberId,
          material: collectionEvents.material,
          aiResult: collectionEvents.aiResult,
          confidence: collectionEvents.confidence,
          accepted: collectionEvents.accepted,
          points: collectionEvents.points,
          at: collectionEvents.at,
        },
        joins: (query) => query.innerJoin(robots, eq(robots.id, collectionEvents.robotId)),
        spec: collectionList,
        query: request.query,
        scope: robotScope(principalOf(request), collectionEvents.robotId),
      });
      return serialized({
        _data: {
          ...page,
          items: page.items.map((item) => ({
            ...item,
            memberId: maskMemberId(item.memberId),
            confidence: item.confidence / 1000,
          })),
        },
      });
    },
  );
  return Promise.resolve();
};
