import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Can, CurrentUserProvider, useCan, useCurrentUser } from './Can';
import { makeTestUser } from './testing';

function Probe() {
  return <span>{`${useCurrentUser()?.name ?? '없음'}:${String(useCan('registerRobot'))}`}</span>;
}

const render = (node: ReactNode) => renderToStaticMarkup(node);

describe('<Can> and useCan (spec §6 action permissions)', () => {
  it('renders the button only for a user holding the permission', () => {
    const button = (
      <Can action="manualRefill" fallback={<span>권한이 없습니다</span>}>
        <button type="button">수동 충전</button>
      </Can>
    );
    expect(
      render(<CurrentUserProvider user={makeTestUser(['SEOUL_CUP_MANUAL_REFILL'])}>{button}</CurrentUserProvider>),
    ).toBe('<button type="button">수동 충전</button>');
    expect(render(<CurrentUserProvider user={makeTestUser(['USER'])}>{button}</CurrentUserProvider>)).toBe(
      '<span>권한이 없습니다</span>',
    );
  });

  it('hides by default and denies without a provider or user', () => {
    const button = (
      <Can action="registerRobot">
        <button type="button">로봇 등록</button>
      </Can>
    );
    expect(render(button)).toBe('');
    expect(render(<CurrentUserProvider user={null}>{button}</CurrentUserProvider>)).toBe('');
  });

  it('useCan and useCurrentUser read the provided user', () => {
    expect(render(<Probe />)).toBe('<span>없음:false</span>');
    expect(
      render(
        <CurrentUserProvider user={makeTestUser(['RC_EDIT'])}>
          <Probe />
        </CurrentUserProvider>,
      ),
    ).toBe('<span>홍길동:true</span>');
  });
});
