import { lazy, Suspense, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useBeforeUnload } from './useBeforeUnload';

const UnsavedChangesDialog = lazy(() => import('./UnsavedChangesDialog'));

/**
 * Asks before leaving with unsaved changes: a navigation inside the console is held (react-router's blocker) and
 * the dialog asks to stay or leave; closing or reloading the tab gets the browser's own question
 * (`beforeunload`). `navigateFreely` lets one navigation through (after a save, to the saved record's address).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useBeforeUnload(dirty);

  const prompt =
    blocker.state === 'blocked' ? (
      <Suspense fallback={null}>
        <UnsavedChangesDialog
          onStay={() => {
            blocker.reset();
          }}
          onLeave={() => {
            blocker.proceed();
          }}
        />
      </Suspense>
    ) : null;

  return {
    prompt,
    /** Runs a navigation that must not be held (e.g. to the address of the record just saved). */
    navigateFreely: async (navigation: () => void | Promise<void>) => {
      allowed.current = true;
      try {
        await navigation();
      } finally {
        allowed.current = false;
      }
    },
  };
}
