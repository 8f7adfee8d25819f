// `npm run db:generate -w @oa/server` writes a new SQL migration to ./drizzle from the tables' changes: every
// platform folder's and every area's `schema.ts` (docs/server.md "Layout").
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/*/schema.ts', './src/areas/*/schema.ts'],
  out: './drizzle',
});
