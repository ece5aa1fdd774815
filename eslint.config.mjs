// Flat config in named blocks: TypeScript everywhere, React hooks as errors, and package
// boundaries (no remote imports another remote; shared never imports an app).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { APPS } from './scripts/apps.mjs';

const REMOTES = APPS.map((app) => app.dir);

export default tseslint.config(
  {
    name: 'carmarket/ignores',
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      '.releases/**',
      'shared/.contracts-test-*/**',
    ],
  },
  { name: 'carmarket/js', ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ ...config, name: config.name ?? 'carmarket/typescript' })),
  {
    name: 'carmarket/typescript-rules',
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    name: 'carmarket/react-hooks',
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    name: 'carmarket/browser-globals',
    files: [...REMOTES.map((app) => `${app}/src/**`), 'shared/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'carmarket/node-globals',
    files: ['**/*.{cjs,mjs}', 'api/**', 'e2e/**', 'bench/**', 'scripts/**', 'tooling/**', '**/vitest.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...REMOTES.map((app) => ({
    name: `carmarket/boundaries-${app}`,
    files: [`${app}/src/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REMOTES.filter((other) => other !== app).flatMap((other) => [
                `${other}`,
                `${other}/*`,
                `../../${other}/*`,
                `../../../${other}/*`,
              ]),
              message: 'Apps never import each other: meet through @carmarket/shared, the router and the API.',
            },
            { group: ['jotai', 'jotai/*'], message: "Import jotai through '@carmarket/shared' (one store, one entry point)." },
          ],
        },
      ],
    },
  })),
  {
    name: 'carmarket/shared-boundaries',
    files: ['shared/src/**'],
    ignores: [
      'shared/src/store/**',
      'shared/src/session/**',
      'shared/src/location/**',
      'shared/src/auth-prompt/**',
      'shared/src/platform/**',
      'shared/src/testing/**',
      'shared/src/**/*.test.*',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['jotai', 'jotai/*'], message: 'Only the store modules import jotai.' }] }],
    },
  },
);
