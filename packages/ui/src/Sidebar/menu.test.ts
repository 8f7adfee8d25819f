import { describe, expect, it } from 'vitest';
import { findActiveTrail, matchesPath, pruneMenu, type MenuItem } from './menu';

const menu: MenuItem[] = [
  { title: '대시보드', to: '/dashboard', end: true },
  {
    title: '로봇 관리',
    subMenu: [
      { title: '로봇 목록', to: '/dashboard/webin-manage-list' },
      { title: '로봇 등록', to: '/dashboard/webin-manage-register' },
      {
        title: 'RC 4.0',
        subMenu: [{ title: '실시간 현황', to: '/dashboard/rc-4_0-realtime' }],
      },
    ],
  },
  { title: '통계', subMenu: [] },
  { title: '사용자 관리', subMenu: [{ title: '권한 그룹', subMenu: [] }] },
  { title: '제목만 있는 항목' },
];

describe('pruneMenu', () => {
  it('hides groups left with no entries after permission filtering, however deep', () => {
    expect(pruneMenu(menu).map((node) => node.item.title)).toEqual(['대시보드', '로봇 관리']);
  });

  it('keys entries by their place, so equal titles in two groups do not collide', () => {
    const robots = pruneMenu(menu)[1];
    expect(robots?.children.map((node) => node.key)).toEqual(['1.0', '1.1', '1.2']);
    expect(robots?.children[2]?.children[0]?.key).toBe('1.2.0');
  });
});

describe('matchesPath', () => {
  it('matches the page itself and pages under it, not pages that merely share a prefix', () => {
    const item = { title: '로봇 등록', to: '/dashboard/webin-manage-register' };
    expect(matchesPath(item, '/dashboard/webin-manage-register')).toBe(true);
    expect(matchesPath(item, '/dashboard/webin-manage-register/R-0012')).toBe(true);
    expect(matchesPath(item, '/dashboard/webin-manage-register/')).toBe(true);
    expect(matchesPath(item, '/dashboard/webin-manage-registered')).toBe(false);
  });

  it('matches only the exact path for an `end` entry', () => {
    expect(matchesPath({ title: '대시보드', to: '/dashboard', end: true }, '/dashboard/user-list')).toBe(false);
    expect(matchesPath({ title: '대시보드', to: '/dashboard', end: true }, '/dashboard')).toBe(true);
  });
});

describe('findActiveTrail', () => {
  const nodes = pruneMenu(menu);

  it('finds the active link and every group around it, so they open by themselves', () => {
    expect(findActiveTrail(nodes, { activePath: '/dashboard/rc-4_0-realtime' })).toEqual({
      activeKey: '1.2.0',
      groupKeys: ['1', '1.2'],
    });
  });

  it('prefers the closest link when several match', () => {
    const withPrefix = pruneMenu([
      { title: '대여기 목록', to: '/cup/rental-machine' },
      { title: '대여기 상세', to: '/cup/rental-machine/manage' },
    ]);
    expect(findActiveTrail(withPrefix, { activePath: '/cup/rental-machine/manage/7' }).activeKey).toBe('1');
  });

  it('has no active link on a page outside the menu', () => {
    expect(findActiveTrail(nodes, { activePath: '/dashboard/change-password' })).toEqual({ groupKeys: [] });
  });

  it('lets the console decide with isActive', () => {
    const trail = findActiveTrail(nodes, { isActive: (to) => to === '/dashboard/webin-manage-register' });
    expect(trail).toEqual({ activeKey: '1.1', groupKeys: ['1'] });
  });
});
