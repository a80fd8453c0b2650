import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads the Drizzle schema and writes SQL migrations, committed in ./drizzle. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
