// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** An import of a layer another layer must not reach, by relative path from any depth. */
const layer = (folder) => ({ group: [`**/${folder}/**`], message: `This layer does not import ${folder}/ (docs/architecture.md).` });
const uiLibraries = ['react', 'react-dom', 'react-*', '@mui/*', '@emotion/*', 'ra-*', '@tanstack/*'];
const serverLibraries = ['fastify', '@fastify/*', 'fastify-*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'];
const restrictImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'tests/e2e/screenshots/', 'server/db/migrations/', 'bench/results/', 'public/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    ...importX.flatConfigs.typescript,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `const { secret: _secret, ...shown } = row` leaves a field out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // The layers (docs/architecture.md#layers): domain/ is shared by both sides and depends on neither; the sides never reach each other.
  {
    files: ['domain/**'],
    rules: restrictImports([layer('server'), layer('src'), { group: [...uiLibraries, ...serverLibraries], message: 'domain/ holds declarations only.' }]),
  },
  { files: ['src/**'], rules: restrictImports([layer('server')]) },
  { files: ['server/**'], rules: restrictImports([layer('src')]) },
);
