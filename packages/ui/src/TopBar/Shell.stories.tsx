import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Card, StatCard } from '../Card';
import { DescriptionList } from '../DescriptionList';
import { PageHeader, type BreadcrumbItem, type RenderLink } from '../PageHeader';
import { Sidebar, type MenuItem } from '../Sidebar';
import { exampleMenu } from '../Sidebar/exampleMenu';
import { Inline, Stack } from '../Stack';
import { robotCapacityStatus, robotOperationStatus, StatusBadge } from '../StatusBadge';
import { Timeline } from '../Timeline';
import { TopBar } from './TopBar';

/** The menu titles on the way to a path: the breadcrumb and the page title come from them. */
function trailTo(items: readonly MenuItem[], path: string): string[] | undefined {
  for (const item of items) {
    if (item.to === path) return [item.title];
    const inner = item.subMenu && trailTo(item.subMenu, path);
    if (inner) return [item.title, ...inner];
  }
  return undefined;
}

function DashboardHome() {
  return (
    <Stack gap="24">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '16px' }}>
        <StatCard label="운영 중 로봇" value={128} unit="대" delta={2} deltaLabel="전일 대비" />
        <StatCard label="오늘 수거량" value={3120} unit="개" delta={-84} deltaLabel="전일 대비" />
        <StatCard label="대여 중인 컵" value={8412} unit="개" delta={0} deltaLabel="전일 대비" />
        <StatCard label="환급 실패" value={3} unit="건" delta={1} deltaLabel="전일 대비" higherIsBetter={false} />
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: '16px' }}>
        <Card title="로봇 R-0012">
          <DescriptionList
            items={[
              { label: '기기명', value: '강남구청 1호기' },
              { label: '운영 상태', value: <StatusBadge table={robotOperationStatus} value="OPERATION" /> },
              { label: '페트', value: <StatusBadge table={robotCapacityStatus} value="FULL" /> },
              { label: '캔', value: <StatusBadge table={robotCapacityStatus} value="ON" /> },
            ]}
          />
        </Card>
        <Card title="최근 컵 이력">
          <Timeline
            label="컵 C-000123 이력"
            events={[
              { id: '2', time: '2025-08-18T08:05:00Z', title: '반납', actor: '시청역 반납기', mode: 'automatic' },
              { id: '1', time: '2025-08-18T01:30:00Z', title: '대여', place: '시청역 대여기 #3', mode: 'automatic' },
            ]}
          />
        </Card>
      </div>
    </Stack>
  );
}

/** The console's shell: TopBar over Sidebar and the main area, with a path that the links change. */
function Shell({ onLogout }: { onLogout: () => void }) {
  const [path, setPath] = useState('/dashboard');
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const renderLink: RenderLink = ({ href, children, ...props }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        setPath(href);
      }}
    >
      {children}
    </a>
  );
  const trail = trailTo(exampleMenu, path) ?? ['Dashboard'];
  const title = trail[trail.length - 1];
  const breadcrumbs: BreadcrumbItem[] =
    path === '/dashboard' ? [] : [{ name: '대시보드', to: '/dashboard' }, ...trail.map((name) => ({ name }))];
  return (
    <div style={{ display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr)', height: '900px' }}>
      <TopBar
        userName="홍길동"
        onLogout={onLogout}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => {
          setSidebarOpen((open) => !open);
        }}
        renderLink={renderLink}
      />
      <div style={{ display: 'flex', minHeight: 0 }}>
        <Sidebar
          open={sidebarOpen}
          menu={exampleMenu}
          activePath={path}
          userName="홍길동"
          userId="hong.gildong"
          clientName="서울특별시"
          version="25.08.18 17:05"
          renderLink={renderLink}
        />
        <main style={{ flex: 1, minWidth: 0, overflow: 'auto', padding: '24px 32px' }}>
          <PageHeader title={title} breadcrumbs={breadcrumbs} renderLink={renderLink} />
          {path === '/dashboard' ? (
            <DashboardHome />
          ) : (
            <Card>
              <Inline gap="8">
                <span>화면 내용:</span>
                <code>{path}</code>
              </Inline>
            </Card>
          )}
        </main>
      </div>
    </div>
  );
}

const meta = {
  title: 'Layout/Shell example',
  component: Shell,
  parameters: { frame: 'none' },
  args: { onLogout: fn() },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard in the full shell, as the console builds it. */
export const Dashboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Navigating through the menu sets the title and the trail; the toggle hides the sidebar and the page widens. */
export const NavigateAndHideSidebar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '서울컵 관리' }));
    await userEvent.click(canvas.getByRole('button', { name: '4. 반납 서비스' }));
    await userEvent.click(canvas.getByRole('link', { name: '보증금 환급 관리' }));
    await expect(canvas.getByRole('heading', { level: 1, name: '보증금 환급 관리' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: '이동 경로' });
    await expect(trail).toHaveTextContent('대시보드서울컵 관리4. 반납 서비스보증금 환급 관리');

    const main = canvas.getByRole('main');
    const widthWithSidebar = main.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: '메뉴 숨기기' }));
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    await expect(main.getBoundingClientRect().width).toBe(widthWithSidebar + 256);
    await expect(canvas.getByRole('button', { name: '메뉴 보기' })).toHaveAttribute('aria-expanded', 'false');
  },
};
