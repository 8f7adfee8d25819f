import { ROUTES, type RouteEntry } from '@oa/auth';
import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

const route = (path: string): RouteEntry => {
  const found = ROUTES.find((entry) => entry.path === path);
  if (found === undefined) throw new Error(`no route ${path}`);
  return found;
};

describe('breadcrumbsFor (spec §2: items link or go back)', () => {
  it('is empty on the dashboard, whose title says where the user is', () => {
    expect(breadcrumbsFor(route('/dashboard'))).toEqual([]);
    expect(breadcrumbsFor(null)).toEqual([]);
  });

  it('links to the dashboard, names the menu groups as text, and ends with the page', () => {
    const trail = breadcrumbsFor(route('/dashboard/webin-manage-list'));
    expect(trail[0]).toEqual({ name: '대시보드', to: '/dashboard' });
    expect(trail.slice(1)).toEqual([{ name: '로봇 관리' }, { name: route('/dashboard/webin-manage-list').title }]);
  });

  it('nested groups appear outermost first', () => {
    const names = breadcrumbsFor(route('/dashboard/rc-4_0-realtime')).map((item) => item.name);
    expect(names.slice(0, 3)).toEqual(['대시보드', '로봇 관리', 'RC 4.0']);
  });

  it('a page opened from a list gets a step back to that list', () => {
    const trail = breadcrumbsFor(route('/dashboard/client-edit/:uid'));
    const back = trail.find((item) => item.isGoback === true);
    expect(back?.name).toBe(route('/dashboard/client-list').title);
    expect(trail.at(-1)).toEqual({ name: '고객사 수정' });
  });

  it('a page outside the menu that follows the dashboard has no back step', () => {
    expect(breadcrumbsFor(route('/dashboard/change-password'))).toEqual([
      { name: '대시보드', to: '/dashboard' },
      { name: '비밀번호 변경' },
    ]);
  });
});
