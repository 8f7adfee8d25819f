import { API_ERROR_MESSAGES, ApiError, isUnreachable, retryDelay, useApi } from '@oa/api';
import { Button, ButtonLink } from '@oa/ui/Button';
import { StatusPage } from '@oa/ui/StatusPage';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { renderRouterLink } from '../routerLink';
import { isScreenLoadError } from './RouteErrorPage';

/**
 * A thrown error that comes from data of the wrong shape (spec §8): the hooks' envelope checks (ApiError
 * MALFORMED_RESPONSE), or a screen rendering an answer it cannot read (`undefined.x` is a TypeError, a date that is
 * not one a RangeError). The console does not check rows against the contract's schemas in the browser (their
 * validator is heavier than a screen: docs/decisions.md "Issue 30"); this is where such an answer ends up.
 */
export function isMalformedData(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.code === 'MALFORMED_RESPONSE') ||
    (!isScreenLoadError(error) && (error instanceof TypeError || error instanceof RangeError))
  );
}

/** How many times in a row the screen at `path` found no server (the backoff survives the boundary's remounts). */
let unreachable = { path: '', tries: 0 };

/**
 * A signed-in screen's error boundary: in the screen's place, inside the shell (the top bar, the sidebar and
 * 로그아웃 stay). 다시 시도 goes to the same address again (react-router runs the route and mounts the screen
 * anew) without the screen's cached answers, so it fetches its data afresh, with no page load; a screen whose code
 * could not be fetched reloads the page, which fetches the current build. A server that cannot be reached is tried
 * again by itself, with backoff.
 */
export function ScreenErrorPage() {
  const error = useRouteError();
  const { swr } = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const loadFailed = isScreenLoadError(error);
  const away = isUnreachable(error);
  const retry = () => {
    if (loadFailed) {
      window.location.reload();
      return;
    }
    // The screen's cached answers go (one of them may be what broke it); the layout's own (GET /v1/me) stays shown.
    for (const key of swr.cache.keys()) if (key !== '/v1/me') swr.cache.delete(key);
    // The same address again: its guard runs, and the boundary (which resets on a new location) mounts the screen.
    void navigate(location, { replace: true, state: location.state as unknown, preventScrollReset: true });
  };
  const retryDue = useEffectEvent(retry);
  // Once per error shown (each retry that fails again mounts the boundary with a new one), not per render.
  useEffect(() => {
    if (!away) return;
    const tries = unreachable.path === pathname ? unreachable.tries + 1 : 1;
    unreachable = { path: pathname, tries };
    const timer = setTimeout(retryDue, retryDelay(tries));
    return () => {
      clearTimeout(timer);
    };
  }, [away, pathname, error]);

  const ask = '문제가 계속되면 관리자에게 문의해 주세요.';
  const [title, message, next] = loadFailed
    ? [
        '화면을 불러오지 못했습니다',
        '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
        '콘솔이 새 버전으로 바뀐 경우에도 다시 시도하면 해결됩니다.',
      ]
    : away
      ? ['서버에 연결할 수 없습니다', '연결되면 자동으로 다시 불러옵니다.', ask]
      : isMalformedData(error)
        ? ['화면을 표시하지 못했습니다', API_ERROR_MESSAGES.MALFORMED_RESPONSE, ask]
        : ['예기치 않은 오류가 발생했습니다', '잠시 후 다시 시도해 주세요.', ask];
  return (
    <StatusPage
      headingLevel={2}
      title={title}
      message={
        <>
          {message}
          <br />
          {next}
        </>
      }
      actions={
        <>
          <Button onClick={retry}>다시 시도</Button>
          <ButtonLink href="/" variant="ghost" width="auto" renderLink={renderRouterLink}>
            메인으로 이동
          </ButtonLink>
        </>
      }
    />
  );
}
