// Flat config in named blocks: TypeScript everywhere, React hooks as errors, package
// boundaries (no remote imports another remote; shared never imports an app) and layers inside
// each app: app/ (the composition root) may import anything; features/ never import app/;
// platform/, components/, lib/ and test helpers import neither; no import cycles anywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

import { APPS } from './scripts/apps.mjs';
import { carmarketPlugin } from './tooling/eslint/no-feature-cycles.mjs';

const REMOTES = APPS.map((app) => app.dir);

/** An app's lower layers: shared building blocks that the features and app/ import, never the reverse. */
const LOWER_LAYERS = ['platform', 'components', 'lib', 'hooks', 'testing', 'test'];

/** ky has one instance, in shared/src/api/api-client.ts, fetched at the first call (ADR 0011). */
const KY_MESSAGE =
  "Call the API through '@carmarket/shared' (apiClient, callEndpoint): it holds the one ky instance, loaded at the first call.";

/** import-x/no-restricted-paths zones of one app (paths relative to the repository root). */
function layerZones(app) {
  const src = `./${app}/src`;
  return [
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'Features never import app/ (the composition root): move what they need to platform/, lib/ or the feature.',
    },
    ...LOWER_LAYERS.map((layer) => ({
      target: `${src}/${layer}`,
      from: [`${src}/app`, `${src}/features`],
      message: `${layer}/ is below the features and app/: it imports neither.`,
    })),
  ];
}

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
    // ADR 0014: what the server rendered a page for (session, city) differs from the browser's
    // own record in real visitor states; a component reading the store directly renders the
    // browser's value while hydrating the server's HTML (React #418). The hooks read the server's.
    name: 'carmarket/visitor-state-through-hooks',
    files: ['**/*.tsx', '**/use-*.ts'],
    // Tests read the store to check what it holds; the hooks themselves are where it is read.
    ignores: ['**/*.test.tsx', '**/*.test.ts', 'shared/src/session/use-session.ts', 'shared/src/location/location-atoms.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(useAtomValue|useAtom)$/] > Identifier.arguments:first-child[name=/^(sessionAtom|sessionUserAtom|sessionTokenAtom|isSignedInAtom|selectedCityAtom|currentLocationAtom)$/]',
          message: 'Read the session and the city with useSessionUser / useIsSignedIn / useSessionStatus / useSelectedCity (ADR 0014).',
        },
      ],
    },
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
            { group: ['ky'], message: KY_MESSAGE },
          ],
        },
      ],
    },
  })),
  {
    name: 'carmarket/layers-and-cycles',
    files: [...REMOTES.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, carmarket: carmarketPlugin },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: REMOTES.flatMap(layerZones) }],
      // Type-only imports cannot form a run-time cycle, but a module graph without cycles is
      // the rule for values: a cycle between features means one should own what both need.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'carmarket/no-feature-cycles': 'error',
    },
  },
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
      // The one ky instance (ADR 0011).
      'shared/src/api/api-client.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['jotai', 'jotai/*'], message: 'Only the store modules import jotai.' },
            { group: ['ky'], message: KY_MESSAGE },
          ],
        },
      ],
    },
  },
);
