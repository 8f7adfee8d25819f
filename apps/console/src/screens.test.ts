/** Every route of the route-permission table has its screen: no route shows a placeholder any more. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@oa/auth/tables';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES } from './screens';

const app = fileURLToPath(new URL('..', import.meta.url));

describe('screens', () => {
  it('names a screen for every signed-in route and the public pages, each a file that exists', () => {
    const missing = ROUTES.filter((route) => route.path !== '/' && SCREEN_MODULES[route.path] === undefined).map(
      (route) => route.path,
    );
    expect(missing).toEqual([]);
    for (const file of Object.values(SCREEN_MODULES)) expect(existsSync(`${app}${file}`), file).toBe(true);
  });
});
