import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @oa/server` writes a new SQL migration to ./drizzle from the schema's changes.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
