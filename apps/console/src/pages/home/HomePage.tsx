/**
 * /dashboard: an overview of what the signed-in user may see, each number linking to its screen (a list opens
 * already filtered to what was counted). Sections the user lacks permission for are not shown. Everyone also gets
 * shortcuts to their first screens. The counts come in two answers, OA's summary (robots, accounts, clients: each
 * the total its list shows for the same filter) and SEOUL_CUP's (the cup programme), so the page loads no list
 * module of any area.
 */
import { ApiError, isUnreachable, serverError, useResource, type ListFilter } from '@oa/api';
import { buildMenu, MENU_GROUPS, menuLinks, resolveRoute, useCurrentUser } from '@oa/auth';
import { Card, StatCard } from '@oa/ui/Card';
import { ErrorState } from '@oa/ui/ErrorState';
import { Stack } from '@oa/ui/Stack';
import { robotCapacityStatus, robotConnection, robotOperationStatus, statusLabel } from '@oa/ui/StatusBadge';
import { CUP_SUMMARY_PATH, HOME_SUMMARY_PATH, type HomeSummary } from '@oa/contract/home';
import { OPERATION_STATES, type ROBOT_LIST } from '@oa/contract/robots';
import type { USER_LIST } from '@oa/contract/users';
import type { CupSummary } from '@oa/contract/cup';
import { ChevronRight } from 'lucide-react';
import { canOpen } from '../../app/shell/access';
import { listHref } from '../../app/lists/listHref';
import { listFilterForm } from '../../app/lists/listFilterForm';
import {
  MACHINE_LIST_PATHS,
  RENTAL_INFORMATION_PATH,
  RENTAL_MACHINE_ALERT_PATH,
  RETURN_INFORMATION_PATH,
  RETURN_VALIDITY_PATH,
} from '../cup/shared/cupPaths';
import { CLIENT_LIST_PATH } from '../clients/shared/clientPaths';
import { ROBOT_LIST_PATH } from '../robots/shared/robotPaths';
import { USER_LIST_PATH } from '../users/shared/userPaths';
import { Link, renderRouterLink } from '../../routerLink';
import * as s from './HomePage.css';

/** One number of a section: what it counts, its unit, where it leads, and how to read it off the summary. */
interface Count<Summary> {
  label: string;
  unit: string;
  href: (summary: Summary | undefined) => string;
  value: (summary: Summary) => number;
}

interface SectionProps<Summary> {
  title: string;
  /** The summary's answer (useResource). */
  summary: { value: Summary | undefined; error: unknown; mutate: () => unknown };
  counts: readonly Count<Summary>[];
}

/**
 * A card of counts read from one summary: placeholders while it loads, one Korean message with 다시 시도 when it
 * cannot be read, each number a link to its screen.
 */
function Section<Summary>({ title, summary, counts }: SectionProps<Summary>) {
  return (
    <Card title={title} headingLevel={2}>
      <div className={s.grid}>
        {summary.error === undefined ? (
          counts.map((count) => (
            <StatCard
              key={count.label}
              label={count.label}
              unit={count.unit}
              value={summary.value === undefined ? undefined : count.value(summary.value)}
              loading={summary.value === undefined}
              href={count.href(summary.value)}
              renderLink={renderRouterLink}
            />
          ))
        ) : (
          <div className={s.wide}>
            <ErrorState
              message={
                // A server that is away (it comes back by itself) or an answer of the wrong shape is said as such.
                (isUnreachable(summary.error) || summary.error instanceof ApiError
                  ? serverError(summary.error)?.message
                  : undefined) ?? `${title} 현황을 불러오지 못했습니다.`
              }
              onRetry={() => void summary.mutate()}
            />
          </div>
        )}
      </div>
    </Card>
  );
}

/** Robots by operation state, by a bin's state, by connection (the contract's ROBOT_LIST). */
const ROBOT_COUNT = listFilterForm<typeof ROBOT_LIST>()({ operationState: 'eq', capacityState: 'any', online: 'eq' });
const robotsWith = (values: Partial<typeof ROBOT_COUNT.empty>) =>
  listHref(ROBOT_LIST_PATH, ROBOT_COUNT.toFilters({ ...ROBOT_COUNT.empty, ...values }));
type RobotSummary = NonNullable<HomeSummary['robots']>;

const ROBOT_COUNTS: readonly Count<RobotSummary>[] = [
  ...OPERATION_STATES.map((state) => ({
    label: statusLabel(robotOperationStatus, state),
    unit: '대',
    href: () => robotsWith({ operationState: state }),
    value: (robots: RobotSummary) => robots.operationStates[state],
  })),
  {
    label: `수거함 ${statusLabel(robotCapacityStatus, 'FULL')}`,
    unit: '대',
    href: () => robotsWith({ capacityState: 'FULL' }),
    value: (robots) => robots.fullBins,
  },
  {
    label: statusLabel(robotConnection, 'OFFLINE'),
    unit: '대',
    href: () => robotsWith({ online: 'false' }),
    value: (robots) => robots.offline,
  },
];

/** Accounts by status (the contract's USER_LIST). */
const ACCOUNT_COUNT = listFilterForm<typeof USER_LIST>()({ status: 'eq' });
type AccountSummary = NonNullable<HomeSummary['accounts']>;
const ACCOUNT_COUNTS: readonly Count<AccountSummary>[] = (
  [
    ['사용 중인 계정', 'ACTIVE'],
    ['승인 대기', 'PENDING'],
    ['잠긴 계정', 'LOCKED'],
  ] as const
).map(([label, status]) => ({
  label,
  unit: '명',
  href: () => listHref(USER_LIST_PATH, ACCOUNT_COUNT.toFilters({ status })),
  value: (accounts) => accounts[status],
}));

const CLIENT_COUNTS: readonly Count<number>[] = [
  { label: '고객사', unit: '곳', href: () => CLIENT_LIST_PATH, value: (clients) => clients },
];

const eq = (field: string, value: string): ListFilter => ({ field, op: 'eq', value });
/** The Seoul day after `day` ('YYYY-MM-DD'): a whole-day filter's end. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** A whole Seoul day of the summary (none while it loads). */
const onDay = (field: string, summary: CupSummary | undefined): ListFilter[] =>
  summary === undefined ? [] : [{ field, op: 'bte', value: [summary.day, nextDay(summary.day)] }];

/** The cup programme's counts, each opening its screen filtered the same way. */
const CUP_COUNTS: readonly Count<CupSummary>[] = [
  {
    label: '연결 끊긴 대여기',
    unit: '대',
    href: () => listHref(MACHINE_LIST_PATHS.RENTAL, [eq('online', 'false')]),
    value: (cup) => cup.rentalMachinesOffline,
  },
  {
    label: '연결 끊긴 반납기',
    unit: '대',
    href: () => listHref(MACHINE_LIST_PATHS.RETURN, [eq('online', 'false')]),
    value: (cup) => cup.returnMachinesOffline,
  },
  {
    label: '재고 부족 알림',
    unit: '건',
    href: () => listHref(RENTAL_MACHINE_ALERT_PATH, [eq('open', 'true'), eq('kind', 'LOW_STOCK')]),
    value: (cup) => cup.lowStockAlerts,
  },
  {
    label: '가득 찬 반납기',
    unit: '대',
    href: () => listHref(MACHINE_LIST_PATHS.RETURN, [eq('levelBand', 'FULL')]),
    value: (cup) => cup.returnMachinesFull,
  },
  {
    label: '오늘 대여',
    unit: '건',
    href: (cup) => listHref(RENTAL_INFORMATION_PATH, onDay('rentedAt', cup)),
    value: (cup) => cup.rentalsToday,
  },
  {
    label: '오늘 반납',
    unit: '건',
    // The return monitor's history tab, its returns taken back that day.
    href: (cup) => `${listHref(RETURN_INFORMATION_PATH, [eq('result', 'ACCEPTED'), ...onDay('at', cup)])}&tab=history`,
    value: (cup) => cup.returnsToday,
  },
  { label: '반납 기한 지남', unit: '건', href: () => RETURN_VALIDITY_PATH, value: (cup) => cup.overdue },
];

/** The counts whose screen the user opens (a link must lead somewhere the user may go). */
const openable = <Summary,>(counts: readonly Count<Summary>[], permissions: readonly string[]) =>
  counts.filter((count) => canOpen(count.href(undefined).split('?')[0] ?? '', permissions));

/** The user's first screens in menu order, each with the menu group it sits in. */
function Shortcuts({ permissions }: { permissions: readonly string[] }) {
  const paths = menuLinks(buildMenu(permissions))
    .filter((path) => path !== '/dashboard')
    .slice(0, 8);
  return (
    <Card title="바로 가기" headingLevel={2}>
      {paths.length === 0 ? (
        <p className={s.none}>이용할 수 있는 화면이 없습니다. 관리자에게 권한을 요청해 주세요.</p>
      ) : (
        <ul className={s.shortcuts}>
          {paths.map((path) => {
            const route = resolveRoute(path);
            const group = route !== null && route.menu !== null && route.menu !== 'top' ? route.menu : null;
            return (
              <li key={path}>
                <Link to={path} className={s.shortcut}>
                  <span className={s.shortcutText}>
                    <span className={s.shortcutTitle}>{route?.title ?? path}</span>
                    {group === null ? null : <span className={s.shortcutGroup}>{MENU_GROUPS[group].title}</span>}
                  </span>
                  <ChevronRight aria-hidden size={18} className={s.shortcutIcon} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** A section of one summary's part: the part's counts (while loading, the answer's own state). */
const part = <Part,>(
  summary: { value: HomeSummary | undefined; error: unknown; mutate: () => unknown },
  pick: (value: HomeSummary) => Part | null,
) => ({
  value: summary.value === undefined ? undefined : (pick(summary.value) ?? undefined),
  error: summary.error,
  mutate: summary.mutate,
});

export function HomePage() {
  const permissions = useCurrentUser()?.permissions ?? [];
  const showsRobots = canOpen(ROBOT_LIST_PATH, permissions);
  const showsAccounts = canOpen(USER_LIST_PATH, permissions);
  const showsClients = canOpen(CLIENT_LIST_PATH, permissions);
  const cupCounts = openable(CUP_COUNTS, permissions);
  const oa = useResource<HomeSummary>(showsRobots || showsAccounts || showsClients ? HOME_SUMMARY_PATH : null);
  const cup = useResource<CupSummary>(cupCounts.length > 0 ? CUP_SUMMARY_PATH : null, { client: 'SEOUL_CUP' });
  return (
    <Stack gap="24">
      {showsRobots ? <Section title="로봇" summary={part(oa, (value) => value.robots)} counts={ROBOT_COUNTS} /> : null}
      {cupCounts.length > 0 ? <Section title="서울컵" summary={cup} counts={cupCounts} /> : null}
      {showsAccounts ? (
        <Section title="사용자" summary={part(oa, (value) => value.accounts)} counts={ACCOUNT_COUNTS} />
      ) : null}
      {showsClients ? (
        <Section title="고객사" summary={part(oa, (value) => value.clients)} counts={CLIENT_COUNTS} />
      ) : null}
      <Shortcuts permissions={permissions} />
    </Stack>
  );
}

export { HomePage as Component };
