import { existsSync } from 'node:fs';

/**
 * The Chromium every browser test uses. Playwright cannot download its own browser on our machines, so we
 * use Debian's `chromium`. Set CHROME_PATH to use another; where neither exists, Playwright's own browser
 * (after `npx playwright install chromium`) is used.
 */
const chromiumPath: string | undefined =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags that keep a headless Chromium quiet on a machine without general network access. */
const chromiumArgs = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  // Root in a container has no user namespace for Chromium's sandbox.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
