/**
 * The statistics pages' endpoints (docs/areas/statistics.md): five on OA (install status, new installations,
 * usage, emissions, the devices' monthly spread) and the two per-member averages on APPS (members and points are
 * its data). Each takes StatisticsQuerySchema, checked by query.ts, and answers its page's figures; the screen's
 * permission decides who may ask (STATISTICS_RC_VIEW, the averages STATISTICS_RC_MONTHLY_VIEW).
 */
import { STATISTICS_PATHS, type StatisticsQuery } from '@oa/contract';
import {
  AverageStatisticsSchema,
  EmissionStatisticsSchema,
  InstallStatusSchema,
  NewInstallationsSchema,
  StatisticsQuerySchema,
  UsageStatisticsSchema,
} from '@oa/contract/schemas/statistics';
import type { TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { principalOf, screen } from '../../http/access';
import { envelope, errors } from '../../http/routeSchemas';
import type { AreaPlugin } from '../area';
import { bucketsOf } from './buckets';
import { averageAnswer, emissionsAnswer, usageAnswer } from './figures';
import { installStatus, newInstallations } from './installations';
import { checkStatisticsQuery, type StatRequest } from './query';
import type { RollupReader } from './rollups';

type Path = (typeof STATISTICS_PATHS)[keyof typeof STATISTICS_PATHS];

/** One page's endpoint: its screen's permission, the shared query, its answer. */
const page = <Answer extends TSchema>(screenPath: string, summary: string, answer: Answer) => ({
  config: { access: screen(screenPath) },
  schema: {
    tags: ['statistics'],
    summary,
    querystring: StatisticsQuerySchema,
    response: { 200: envelope(answer), ...errors(400) },
  },
});

/** A page's answer to a checked query. */
type Answering = (request: StatRequest) => Promise<unknown>;

/** The OA pages (`reader`: one per app, shared with the APPS ones). */
export const statisticsRoutes =
  (reader: RollupReader): AreaPlugin =>
  (app, { db }) => {
    const serve = (path: Path, options: ReturnType<typeof page>, answering: Answering) => {
      app.get(path, options, async (request: FastifyRequest) => ({
        _data: await answering(await checkStatisticsQuery(db, principalOf(request), request.query as StatisticsQuery)),
      }));
    };

    /** A page of the period's buckets' counts (usage, emissions). */
    const counted =
      (answer: typeof usageAnswer | typeof emissionsAnswer): Answering =>
      async ({ from, to, granularity, scope }) => {
        const buckets = bucketsOf(from, to, granularity);
        return answer(granularity, buckets, await reader.counts(scope, buckets));
      };

    serve(
      STATISTICS_PATHS.installStatus,
      page('/dashboard/install-status', '로봇 설치 현황 (to 기준, 구별·고객사별)', InstallStatusSchema),
      (query) => installStatus(db, query),
    );
    serve(
      STATISTICS_PATHS.newInstallations,
      page('/dashboard/new-installation-statistics', '신규 설치 통계 (월별, 누적)', NewInstallationsSchema),
      (query) => newInstallations(db, query),
    );
    serve(
      STATISTICS_PATHS.usage,
      page('/dashboard/webin-usage-statistics', '이용 통계 (투입 수, 사용자 수)', UsageStatisticsSchema),
      counted(usageAnswer),
    );
    serve(
      STATISTICS_PATHS.emissions,
      page('/dashboard/emission-product-statistics', '배출 품목 통계 (승인된 투입, 품목별)', EmissionStatisticsSchema),
      counted(emissionsAnswer),
    );
    serve(
      STATISTICS_PATHS.devices,
      page(
        '/dashboard/average-usage-per-device',
        '기기별 월평균 이용 (RC 4.0 로봇별 투입 수의 분포)',
        AverageStatisticsSchema,
      ),
      async ({ from, to, scope }) => {
        const buckets = bucketsOf(from, to, 'month');
        return averageAnswer(buckets, await reader.devices(scope, buckets));
      },
    );
    return Promise.resolve();
  };

/** The APPS pages: each member's deposits (every deposit, accepted or not) and points per month. */
export const memberAverageRoutes =
  (reader: RollupReader): AreaPlugin =>
  (app, { db }) => {
    const serve = (path: Path, options: ReturnType<typeof page>, pick: 'deposits' | 'points') => {
      app.get(path, options, async (request: FastifyRequest) => {
        const { from, to, scope } = await checkStatisticsQuery(
          db,
          principalOf(request),
          request.query as StatisticsQuery,
        );
        const buckets = bucketsOf(from, to, 'month');
        const spreads = await reader.members(scope, buckets);
        return {
          _data: averageAnswer(
            buckets,
            spreads.map((spread) => spread[pick]),
          ),
        };
      });
    };
    serve(
      STATISTICS_PATHS.emissionsPerUser,
      page(
        '/dashboard/average-emissions-per-user',
        '사용자별 월평균 배출량 (회원별 투입 수의 분포)',
        AverageStatisticsSchema,
      ),
      'deposits',
    );
    serve(
      STATISTICS_PATHS.pointsPerUser,
      page(
        '/dashboard/average-point-usage-per-user',
        '사용자별 월평균 포인트 (회원별 적립 포인트의 분포)',
        AverageStatisticsSchema,
      ),
      'points',
    );
    return Promise.resolve();
  };
