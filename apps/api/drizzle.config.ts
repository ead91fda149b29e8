import { defineConfig } from 'drizzle-kit';

// Generates versioned SQL migrations from the schema; the server applies them at start-up
// (in-process, never drizzle-kit against a data folder the app holds: notes/toolchain.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
