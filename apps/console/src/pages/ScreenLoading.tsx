import { Spinner } from '@oa/ui/Spinner';
import * as s from './ScreenLoading.css';

/** Shown while the first screen's code loads (the router's hydrate fallback): a quiet Korean status line. */
export function ScreenLoading() {
  return (
    <main className={s.page} aria-busy="true">
      <Spinner />
      <p className={s.message} role="status">
        불러오는 중…
      </p>
    </main>
  );
}
