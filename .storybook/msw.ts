import type { ReactRenderer } from '@storybook/react-vite';
import type { LoaderFunction } from 'storybook/internal/types';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { startMockWorker } from '@oa/api/mocks/browser';

let started: Promise<SetupWorker | null> | undefined;

/**
 * Stories that talk to an API declare `parameters: { msw: [handlers] }`. The mock service worker (the same
 * `startMockWorker` the console's test-automation build uses) starts on the first such story and then serves
 * exactly each story's handlers; stories without `msw` never start it.
 */
export const mswLoader: LoaderFunction<ReactRenderer> = async ({ parameters }) => {
  const handlers = parameters.msw as readonly RequestHandler[] | undefined;
  if (handlers === undefined) {
    if (started !== undefined) (await started)?.resetHandlers();
    return {};
  }
  started ??= startMockWorker({ VITE_TEST_AUTOMATION: 'true' });
  (await started)?.resetHandlers(...handlers);
  return {};
};
