// drizzle-kit configuration: `drizzle-kit generate --config platform/drizzle.config.ts` writes a new
// versioned migration into platform/db/migrations after a change to platform/db/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/db/schema.ts',
  out: './platform/db/migrations',
  casing: 'snake_case',
});
