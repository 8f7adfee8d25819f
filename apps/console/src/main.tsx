import '@oa/ui/styles';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The server's CSP allows inline <style> only with this page's nonce (docs/server.md). Radix Dialog's scroll
// lock injects one (react-style-singleton, which reads it from get-nonce), so hand it the nonce before anything
// renders. The element's `nonce` property, not its attribute: the browser blanks the attribute once parsed.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

async function start(element: HTMLElement): Promise<void> {
  // spec §4: the mock service worker starts only in a test-automation build; otherwise this branch (and msw)
  // is removed from the bundle, because Vite replaces the flag with its build-time value.
  if (import.meta.env.VITE_TEST_AUTOMATION === 'true') {
    const { startMockWorker } = await import('@oa/api/mocks/browser');
    await startMockWorker(import.meta.env);
  }
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start(root);
