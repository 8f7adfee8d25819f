import { NotFound } from '@oa/ui/NotFound';
import { renderRouterLink } from '../routerLink';

/** spec §2: any unknown path shows a page saying it does not exist, with a button to the main page. */
export function NotFoundPage() {
  return (
    <main>
      <title>페이지를 찾을 수 없습니다 | OA Console</title>
      <NotFound
        fullPage
        renderLink={renderRouterLink}
        message={
          <>
            요청하신 페이지가 존재하지 않거나 주소가 바뀌었습니다.
            <br />
            주소를 다시 확인해 주세요.
          </>
        }
      />
    </main>
  );
}

export { NotFoundPage as Component };
