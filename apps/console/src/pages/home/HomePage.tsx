/**
 * /dashboard: an overview of what the signed-in user may see, each number linking to its screen (a list opens
 * already filtered to what was counted). Sections the user lacks permission for are not shown. Everyone also gets
 * shortcuts to their first screens.
 */
import type { ListFilter, ListState } from '@oa/api';
import { buildMenu, MENU_GROUPS, menuLinks, resolveRoute, useCurrentUser } from '@oa/auth';
import { Card, StatCard } from '@oa/ui/Card';
import { ErrorState } from '@oa/ui/ErrorState';
import { Stack } from '@oa/ui/Stack';
import { robotCapacityStatus, robotConnection, robotOperationStatus, statusLabel } from '@oa/ui/StatusBadge';
import { OPERATION_STATES, type ROBOT_LIST } from '@oa/contract/robots';
import type { USER_LIST } from '@oa/contract/users';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { canOpen } from '../../app/shell/access';
import { listHref } from '../../app/lists/listHref';
import { listFilterForm } from '../../app/lists/listFilterForm';
import { useClients } from '../clients/shared/clientData';
import { CLIENT_LIST_PATH } from '../clients/shared/clientPaths';
import { useRobots } from '../robots/shared/robotData';
import { ROBOT_LIST_PATH } from '../robots/shared/robotPaths';
import { useUsers } from '../users/shared/userData';
import { USER_LIST_PATH } from '../users/shared/userPaths';
import { renderRouterLink } from '../../routerLink';
import * as s from './HomePage.css';

/** Only `total` is read: the smallest page the list contract allows. */
const countQuery = (filters: ListFilter[]) => ({ size: 10, filters });

interface CountProps {
  label: string;
  unit: string;
  list: ListState<unknown>;
  /** The list screen the number opens, filtered the same way. */
  href: string;
}

function Count({ label, unit, list, href }: CountProps) {
  if (list.error !== undefined) {
    return (
      <div className={s.wide}>
        <ErrorState message={`${label} 수를 불러오지 못했습니다.`} onRetry={() => void list.reload()} />
      </div>
    );
  }
  return (
    <StatCard
      label={label}
      unit={unit}
      value={list.total}
      loading={list.isLoading}
      href={href}
      renderLink={renderRouterLink}
    />
  );
}

interface FilteredCount {
  label: string;
  filters: ListFilter[];
}

/** Robots by operation state, by a bin's state, by connection (the contract's ROBOT_LIST). */
const ROBOT_COUNT = listFilterForm<typeof ROBOT_LIST>()({ operationState: 'eq', capacityState: 'any', online: 'eq' });
const robotsWith = (values: Partial<typeof ROBOT_COUNT.empty>) =>
  ROBOT_COUNT.toFilters({ ...ROBOT_COUNT.empty, ...values });

const ROBOT_COUNTS: readonly FilteredCount[] = [
  ...OPERATION_STATES.map((state) => ({
    label: statusLabel(robotOperationStatus, state),
    filters: robotsWith({ operationState: state }),
  })),
  { label: `수거함 ${statusLabel(robotCapacityStatus, 'FULL')}`, filters: robotsWith({ capacityState: 'FULL' }) },
  { label: statusLabel(robotConnection, 'OFFLINE'), filters: robotsWith({ online: 'false' }) },
];

function RobotCount({ label, filters }: FilteredCount) {
  return (
    <Count label={label} unit="대" list={useRobots(countQuery(filters))} href={listHref(ROBOT_LIST_PATH, filters)} />
  );
}

/** Accounts by status (the contract's USER_LIST). */
const ACCOUNT_COUNT = listFilterForm<typeof USER_LIST>()({ status: 'eq' });

const ACCOUNT_COUNTS: readonly FilteredCount[] = [
  { label: '사용 중인 계정', filters: ACCOUNT_COUNT.toFilters({ status: 'ACTIVE' }) },
  { label: '승인 대기', filters: ACCOUNT_COUNT.toFilters({ status: 'PENDING' }) },
  { label: '잠긴 계정', filters: ACCOUNT_COUNT.toFilters({ status: 'LOCKED' }) },
];

function AccountCount({ label, filters }: FilteredCount) {
  return (
    <Count label={label} unit="명" list={useUsers(countQuery(filters))} href={listHref(USER_LIST_PATH, filters)} />
  );
}

function ClientCount() {
  return <Count label="고객사" unit="곳" list={useClients(countQuery([]))} href={CLIENT_LIST_PATH} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} headingLevel={2}>
      <div className={s.grid}>{children}</div>
    </Card>
  );
}

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

export function HomePage() {
  const permissions = useCurrentUser()?.permissions ?? [];
  return (
    <Stack gap="24">
      {canOpen(ROBOT_LIST_PATH, permissions) ? (
        <Section title="로봇">
          {ROBOT_COUNTS.map((count) => (
            <RobotCount key={count.label} {...count} />
          ))}
        </Section>
      ) : null}
      {canOpen(USER_LIST_PATH, permissions) ? (
        <Section title="사용자">
          {ACCOUNT_COUNTS.map((count) => (
            <AccountCount key={count.label} {...count} />
          ))}
        </Section>
      ) : null}
      {canOpen(CLIENT_LIST_PATH, permissions) ? (
        <Section title="고객사">
          <ClientCount />
        </Section>
      ) : null}
      <Shortcuts permissions={permissions} />
    </Stack>
  );
}

export { HomePage as Component };
