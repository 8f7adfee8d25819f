import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import * as s from './NotFoundPage.css';

/** spec §2: any unknown path shows a page saying it does not exist, with a button to the main page. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = '페이지를 찾을 수 없습니다 | OA Console';
  }, []);

  return (
    <main className={s.page}>
      <p className={s.code} aria-hidden="true">
        404
      </p>
      <h1 className={s.title}>페이지를 찾을 수 없습니다</h1>
      <p className={s.message}>
        요청하신 페이지가 존재하지 않거나 주소가 바뀌었습니다.
        <br />
        주소를 다시 확인해 주세요.
      </p>
      <Link to="/" className={s.homeLink}>
        메인으로 이동
      </Link>
    </main>
  );
}
