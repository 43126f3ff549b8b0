// One ESLint configuration for the whole monorepo (flat config). What it guards (issue 20):
// - typescript-eslint's strict, type-checked rules everywhere TypeScript is written, tests included;
// - the rules of hooks (and the React Compiler's checks) in the member app and the console;
// - no import circle in any package (import-x/no-cycle, dynamic `import()` included);
// - the boundaries: apps never import each other, packages never import apps, the contract imports no other
//   package, a feature never imports another feature, shared pieces (lib, components, config) import no feature,
//   and a feature never reaches up into app/ (the screens in app/ compose features, not the other way round);
// - no file over 400 lines under apps/*/src and packages/*/src (message catalogues and generated files aside).
// Line length and layout are Prettier's job (.prettierrc.json), not ESLint's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The feature folders of an app (apps/<app>/src/features/*), read at load time so a new feature is covered at once. */
function features(app) {
  const dir = path.join(root, 'apps', app, 'src', 'features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

const apps = ['api', 'web', 'admin'];
const packages = ['contract', 'domain', 'i18n'];

/** import-x/no-restricted-paths zones: paths are resolved (aliases `@/…` and `@uu/…` included), so relative imports are caught too. */
const boundaryZones = [
  ...apps.map((app) => ({
    target: `./apps/${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./apps/${other}`),
    message: 'Apps never import each other: what two apps share belongs in packages/.',
  })),
  {
    target: './packages',
    from: './apps',
    message: 'Packages never import apps.',
  },
  {
    target: './packages/contract',
    from: packages.filter((name) => name !== 'contract').map((name) => `./packages/${name}`),
    message: 'The contract is the bottom layer: it imports no other package.',
  },
  ...['web', 'admin'].flatMap((app) => [
    ...features(app).map((feature) => ({
      target: `./apps/${app}/src/features/${feature}`,
      from: `./apps/${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: share through components/ or lib/, compose in app/.',
    })),
    {
      target: `./apps/${app}/src/features`,
      from: `./apps/${app}/src/app`,
      message: 'Features never import app/: the screens and the router in app/ compose features.',
    },
    {
      target: [`./apps/${app}/src/lib`, `./apps/${app}/src/components`, ...(app === 'web' ? [`./apps/${app}/src/config`] : [])],
      from: `./apps/${app}/src/features`,
      message: 'Shared pieces (lib, components, config) import no feature.',
    },
  ]),
];

const testFiles = ['**/*.test.{ts,tsx}', '**/*.fixture.{ts,tsx}', 'apps/*/test/**', 'apps/*/src/test/**', 'e2e/**', 'bench/**'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-server/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/.vite/',
    '**/data/',
  ]),

  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          // The root's own config files belong to no package's tsconfig.
          allowDefaultProject: ['vitest.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: root,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only the extensions listed here when it follows imports (no-cycle walks the graph through them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],

      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Numbers and booleans print predictably in a template; the rule's worth is in catching objects,
      // `undefined` and `null` slipping into text, which stays an error.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => setOpen(false)}` and `() => void promise` are the house idiom; a void value used anywhere
      // else is still reported.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // JSX handlers get an async function on purpose (react-hook-form's handleSubmit, antd's onFinish):
      // checking attributes would flag every form; promises passed to other arguments are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  // The member app and the console: the rules of hooks and the React Compiler's checks, in the browser.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The React Compiler's own checks: the apps do not run the compiler, and a dozen components still use the
      // latest-ref and prop-to-state patterns these flag. Warnings until each is restructured (listed by `npm run lint`);
      // the rules of hooks themselves stay errors.
      'react-hooks/refs': 'warn',
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/immutability': 'warn',
    },
  },

  // No source file over 400 lines (issue 20); message catalogues (one key a line) and generated files aside.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/i18n/src/**/{en,zh-Hans,zh-Hant}.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },

  // Tests, fixtures, e2e and bench keep the type-checked rules, with a few relaxed for how tests are written.
  {
    files: testFiles,
    rules: {
      // A test that reaches a missing value fails on the next line anyway; `rows[0]!` reads better than a guard.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // vi.fn() mocks and expect.any() are typed `any` by their libraries.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // A test reads the server's answer as it arrived on the wire (light-my-request's `res.json()`, Playwright's
      // `response.json()` are `any`) and asserts it field by field against the contract: the assertion is the type
      // check, and a cast to the contract's type first would hide exactly the drift the test is there to catch.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Tests build deliberately odd values (empty classes, throw-away callbacks).
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      // A mock stands in for an async API (fetch, a socket, a hook) and is written `async` to answer a promise as it does.
      '@typescript-eslint/require-await': 'off',
      // Tests read back what a mocked fetch or a socket received (RequestInfo | URL, BodyInit, RawData): the app sends text.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },

  // API code reads rows from two drivers: PostgreSQL answers numeric (sum(), decimals) as text whatever the query's
  // declared type says, so Number() on a column is a deliberate normalisation, not a redundant one.
  {
    files: ['apps/api/src/modules/**', 'apps/api/test/**'],
    rules: { '@typescript-eslint/no-unnecessary-type-conversion': 'off' },
  },

  // Plain JavaScript (build scripts, the service worker, this file): the untyped recommended rules only.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/sw/**/*.js'],
    // vite.config.ts writes the precache list, the version and the API's base into dist/sw.js in place of these names.
    languageOptions: {
      globals: { ...globals.serviceworker, __UU_PRECACHE__: 'readonly', __UU_VERSION__: 'readonly', __UU_API_BASE__: 'readonly' },
    },
  },
);
