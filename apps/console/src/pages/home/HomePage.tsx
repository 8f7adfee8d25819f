/**
 * /dashboard: an overview of what the signed-in user may see, each number linking to its screen. Sections the
 * user lacks permission for are not shown. Built on the endpoints that exist (accounts and clients); the robot
 * and cup sections join as those areas land. Everyone also gets shortcuts to their first screens.
 */
import { useList } from '@oa/api';
import { buildMenu, menuLinks, resolveRoute, useCurrentUser } from '@oa/auth';
import { Card, StatCard } from '@oa/ui/Card';
import { ErrorState } from '@oa/ui/ErrorState';
import { Stack } from '@oa/ui/Stack';
import { Link } from 'react-router';
import { canOpen } from '../../app/shell/access';
import { renderRouterLink } from '../../routerLink';
import * as s from './HomePage.css';

const USERS = '/dashboard/user-list';
const CLIENTS = '/dashboard/client-list';

/** The total of a list with one filter (only `total` is read; the smallest page the contract allows). */
function useTotal(path: string | null, filter?: { field: string; value: string }) {
  return useList(path, {
    size: 10,
    ...(filter ? { filters: [{ field: filter.field, op: 'eq' as const, value: filter.value }] } : {}),
  });
}

const ACCOUNT_STATES = [
  { status: 'ACTIVE', label: '사용 중인 계정' },
  { status: 'PENDING', label: '승인 대기' },
  { status: 'LOCKED', label: '잠긴 계정' },
] as const;

function AccountCount({ status, label }: (typeof ACCOUNT_STATES)[number]) {
  const { total, isLoading, error, reload } = useTotal('/v1/users', { field: 'status', value: status });
  if (error !== undefined) {
    return <ErrorState message={`${label} 수를 불러오지 못했습니다.`} onRetry={() => void reload()} />;
  }
  return (
    <StatCard label={label} unit="명" value={total} loading={isLoading} href={USERS} renderLink={renderRouterLink} />
  );
}

function AccountsSection() {
  return (
    <Card title="사용자" headingLevel={2}>
      <div className={s.grid}>
        {ACCOUNT_STATES.map((state) => (
          <AccountCount key={state.status} {...state} />
        ))}
      </div>
    </Card>
  );
}

function ClientsSection() {
  const clients = useTotal('/v1/clients');
  if (clients.error !== undefined) {
    return <ErrorState message="고객사 현황을 불러오지 못했습니다." onRetry={() => void clients.reload()} />;
  }
  return (
    <Card title="고객사" headingLevel={2}>
      <div className={s.grid}>
        <StatCard
          label="고객사"
          unit="곳"
          value={clients.total}
          loading={clients.isLoading}
          href={CLIENTS}
          renderLink={renderRouterLink}
        />
      </div>
    </Card>
  );
}

export function HomePage() {
  const user = useCurrentUser();
  const permissions = user?.permissions ?? [];
  const shortcuts = menuLinks(buildMenu(permissions))
    .filter((path) => path !== '/dashboard')
    .slice(0, 8);
  return (
    <Stack gap="24">
      {canOpen(USERS, permissions) ? <AccountsSection /> : null}
      {canOpen(CLIENTS, permissions) ? <ClientsSection /> : null}
      <Card title="바로 가기" headingLevel={2}>
        {shortcuts.length === 0 ? (
          <p>이용할 수 있는 화면이 없습니다. 관리자에게 권한을 요청해 주세요.</p>
        ) : (
          <ul className={s.links}>
            {shortcuts.map((path) => (
              <li key={path}>
                <Link to={path}>{resolveRoute(path)?.title ?? path}</Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Stack>
  );
}

export { HomePage as Component };
