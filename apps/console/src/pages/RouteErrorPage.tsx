import { Button, ButtonLink } from '@oa/ui/Button';
import { StatusPage } from '@oa/ui/StatusPage';
import { useRouteError } from 'react-router';

/**
 * A screen's code is fetched on demand; after a deploy or on a flaky network that fetch fails. Browsers word
 * it differently (Chromium: "Failed to fetch dynamically imported module", Safari: "Importing a module
 * script failed", Firefox: "error loading dynamically imported module").
 */
export function isScreenLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}

/**
 * The console's error boundary: shown instead of a screen that could not load or that threw. Korean for the
 * operator, with a retry (a full reload fetches the current build) and a way back to the main page. It is
 * in the entry chunk, so it shows even when the screen's own chunk cannot be fetched.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const loadFailed = isScreenLoadError(error);

  const title = loadFailed ? '화면을 불러오지 못했습니다' : '예기치 않은 오류가 발생했습니다';

  return (
    <main>
      <title>{`${title} | OA Console`}</title>
      <StatusPage
        fullPage
        title={title}
        message={
          loadFailed ? (
            <>
              네트워크 연결을 확인한 뒤 다시 시도해 주세요.
              <br />
              콘솔이 새 버전으로 바뀐 경우에도 다시 시도하면 해결됩니다.
            </>
          ) : (
            <>
              잠시 후 다시 시도해 주세요.
              <br />
              문제가 계속되면 관리자에게 문의해 주세요.
            </>
          )
        }
        actions={
          <>
            <Button
              onClick={() => {
                window.location.reload();
              }}
            >
              다시 시도
            </Button>
            {/* A plain link: a full page load, which fetches the current build. */}
            <ButtonLink href="/" variant="ghost" width="auto">
              메인으로 이동
            </ButtonLink>
          </>
        }
      />
    </main>
  );
}
