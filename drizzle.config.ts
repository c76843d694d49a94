import { defineConfig } from 'drizzle-kit';

// Shared tables live in schema.ts; an entity's table is declared beside its ResourceDefinition.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/resources/*.ts'],
  out: './server/db/migrations',
});
