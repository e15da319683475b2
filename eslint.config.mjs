// The house's lint: ESLint's and typescript-eslint's recommended rules, Prettier's rules off
// (Prettier formats; `npm run format`), and the import boundaries CONTRIBUTING.md writes down,
// each as its own named rule so a report says which sentence of CONTRIBUTING was broken.
// test/lint/boundaries.test.ts shows each boundary rule failing on a deliberate violation.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import { readFileSync } from 'node:fs';

// ---------------------------------------------------------------------------------------------
// Elements: the folders of CONTRIBUTING.md "Layout of a subgraph", by path; the first descriptor
// that matches names the folder. `service` is the folder under subgraphs/, `area` the folder under
// the service (a feature). Files: what a file is inside its folder, by its name.
// ---------------------------------------------------------------------------------------------
const elements = [
  { type: 'test', partialMatch: false, pattern: ['test', 'subgraphs/*/test'] },
  { type: 'bench', partialMatch: false, pattern: 'bench' },
  { type: 'scripts', partialMatch: false, pattern: ['scripts', 'prisma'] },
  { type: 'lib-db', partialMatch: false, pattern: 'lib/db' },
  { type: 'lib', partialMatch: false, pattern: 'lib' },
  { type: 'gateway', partialMatch: false, pattern: 'gateway' },
  // Generated resolver types: any layer of the service may name them.
  {
    type: 'generated',
    partialMatch: false,
    pattern: 'subgraphs/*/generated',
    capture: ['service'],
  },
  { type: 'common', partialMatch: false, pattern: 'subgraphs/*/common', capture: ['service'] },
  { type: 'feature', partialMatch: false, pattern: 'subgraphs/*/*', capture: ['service', 'area'] },
  // subgraphs/<service>/server.ts, and subgraphs/index.ts (the platform's wiring).
  { type: 'service-root', partialMatch: false, pattern: 'subgraphs/*', capture: ['service'] },
  { type: 'platform', partialMatch: false, pattern: 'subgraphs' },
];

const files = [
  // A service's exported contracts: what another service or the gateway may import of it.
  // events.ts: event types and data shapes; report-datasets.ts: the datasets it offers the
  // reports service; errors.ts / ml-errors.ts: its error codes (the gateway's code maps).
  {
    category: 'contract',
    pattern: [
      '**/common/events.ts',
      '**/common/report-datasets.ts',
      '**/common/errors.ts',
      '**/common/ml-errors.ts',
    ],
  },
  // common/<peer>-client.ts: the typed client through which a service calls a peer.
  { category: 'peer-client', pattern: '**/common/*-client.ts' },
  // common/context.ts and common/loaders.ts assemble the features' loader builders.
  { category: 'assembly', pattern: ['**/common/context.ts', '**/common/loaders.ts'] },
  { category: 'store', pattern: '**/*-store.ts' },
  { category: 'access', pattern: '**/access.ts' },
  { category: 'resolvers', pattern: ['**/resolvers.ts', '**/*-resolvers.ts'] },
  { category: 'rules', pattern: ['**/*-rules.ts', '**/*-input.ts', '**/*-machine.ts'] },
  { category: 'loaders', pattern: '**/loaders.ts' },
];

const SERVICE_ELEMENTS = ['common', 'feature', 'service-root'];
const SAME_SERVICE = { service: '{{ from.element.captured.service }}' };
const OTHER_SERVICE = { service: '!{{ from.element.captured.service }}' };
const CONTRACT = { file: { categories: 'contract' } };

/** One boundary: eslint-plugin-boundaries' `dependencies` rule, allowing all but `policies` (also between files of one folder: a store and the rules beside it). */
function boundary(policies, message) {
  return ['error', { default: 'allow', checkInternals: true, message, policies }];
}

// Every boundary is the plugin's `dependencies` rule (or ESLint's `no-restricted-imports`)
// under its own name, so each has its own options and each report names the sentence it enforces.
const dependencies = boundaries.rules.dependencies;
// typescript-eslint's no-restricted-imports: it can allow `import type` per pattern.
const noRestrictedImports = tseslint.plugin.rules['no-restricted-imports'];
const house = {
  meta: { name: 'house' },
  rules: {
    // A directive without ` -- why` (ESLint's own syntax for a directive's description).
    'disable-needs-reason': eslintComments.rules['require-description'],
    'prisma-only-in-stores': noRestrictedImports,
    'prisma-error-codes-only-in-stores': builtinRules.get('no-restricted-syntax'),
    'forbidden-error-only-in-access': noRestrictedImports,
    'time-from-clock': builtinRules.get('no-restricted-syntax'),
    'lib-imports-no-service': dependencies,
    'service-imports-peer-contracts-only': dependencies,
    'gateway-imports-service-contracts-only': dependencies,
    'layers-never-import-upward': dependencies,
    'event-names-from-catalog': builtinRules.get('no-restricted-syntax'),
  },
};

// ---------------------------------------------------------------------------------------------
// (a) Prisma. CONTRIBUTING: "<thing>-store.ts: the only code that touches Prisma or SQL";
// "Prisma errors are mapped in lib/db/prisma-errors.ts". Prisma's API -- @prisma/*, the generated
// client, and the `Prisma` namespace (query fragments, error classes, input types) -- is imported
// only by stores and lib/db. Allowed besides, as infrastructure that is no service layer: lib/ (the
// outbox and relay write their rows in the caller's transaction), scripts/, prisma/ (seed), bench/
// and the tests (they set up and inspect the database directly).
// Two things stay allowed where a service is wired, because they are not Prisma's API:
// - `import type` of a generated row or enum type (`TeamRole`, `ReportFormat`): the shape of what
//   a store returns, named by whoever holds that row;
// - the handle `PrismaClient` / `Db` from lib/db/prisma in context, deps, loaders and background
//   runners, which pass it on to stores -- but not in the layers above the store (rules, input,
//   machine, access, resolvers): those take `deps` and never see the database.
// ---------------------------------------------------------------------------------------------
const PRISMA_API = [
  {
    regex: '^@prisma/',
    allowTypeImports: true,
    message: 'Prisma only in stores and lib/db (CONTRIBUTING.md): import lib/db/prisma in a store.',
  },
  {
    regex: '(^|/)db/generated(/|$)',
    allowTypeImports: true,
    message:
      'Prisma only in stores and lib/db (CONTRIBUTING.md): the generated client is lib/db’s.',
  },
  {
    regex: '(^|/)lib/db/prisma$',
    importNames: ['Prisma'],
    message:
      'Prisma only in stores and lib/db (CONTRIBUTING.md): queries and error mapping ' +
      '(lib/db/prisma-errors.ts) belong in a *-store.ts.',
  },
];
const PRISMA_IN_LAYERS = {
  regex: '(^|/)lib/db/(prisma|prisma-errors|keyset|pool)$',
  message:
    'Layers above the store never see the database (CONTRIBUTING.md): rules, input, access and ' +
    'resolvers take `deps` and call a store.',
};

// ---------------------------------------------------------------------------------------------
// (b) ForbiddenError. CONTRIBUTING: "Rules check roles with assertRole(actor, ...) in the
// feature's access.ts"; access.ts is "the feature's role and ownership checks: the one place they
// sit". Exceptions where it is the mechanism itself: lib/ (lib/errors.ts defines it,
// lib/context.ts's assertRole throws it) and gateway/auth.ts (the gateway refuses a tenant header
// that does not match the token, before any service runs). Tests may name it to assert it.
// ---------------------------------------------------------------------------------------------
const FORBIDDEN_ERROR = [
  {
    regex: '(^|/)lib/errors$',
    importNames: ['ForbiddenError'],
    message:
      'Role and ownership checks sit in the feature’s access.ts (CONTRIBUTING.md): call an ' +
      'access.ts check (assertRole) instead of throwing ForbiddenError here.',
  },
];

// ---------------------------------------------------------------------------------------------
// (g) Time. CONTRIBUTING: "Time comes from lib/clock.ts". Service code (subgraphs/, gateway/,
// lib/) reads the wall clock only through a `Clock` (its deps' `clock`, or an option defaulting to
// `systemClock`), so a test can move time. `new Date(value)` makes a date of a value and is not a
// read; durations are measured with `performance.now()`, which is none either. A read that is no
// time of the business says why in an eslint-disable. Tests, scripts/ and bench/ are not checked.
// ---------------------------------------------------------------------------------------------
const WALL_CLOCK_READS = [
  {
    selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
    message:
      'Time comes from lib/clock.ts (CONTRIBUTING.md): read `deps.clock.now()` (or a `Clock` ' +
      'option defaulting to `systemClock`), not `new Date()`.',
  },
  {
    selector: 'MemberExpression[object.name="Date"][property.name="now"]',
    message:
      'Time comes from lib/clock.ts (CONTRIBUTING.md): read `deps.clock.now()` (or a `Clock` ' +
      'option defaulting to `systemClock`); measure durations with `performance.now()`.',
  },
];
// (h) Event names. CONTRIBUTING: "every event type's name is written once, in
// lib/events/catalog.ts". The names are read from that file's `export const X = '<type>'` lines,
// so a new type is checked the day it is added; any other file names it by its constant. Tests
// may write a name out.
// ---------------------------------------------------------------------------------------------
const EVENT_NAMES = [
  ...readFileSync(new URL('./lib/events/catalog.ts', import.meta.url), 'utf8').matchAll(
    /^export const [A-Z_]+ = '([a-z_.]+)';$/gm,
  ),
].map(([, name]) => name.replaceAll('.', '\\.'));
const EVENT_NAME = `/^(${EVENT_NAMES.join('|')})$/`;
const EVENT_NAME_MESSAGE =
  'An event type is named once, in lib/events/catalog.ts (CONTRIBUTING.md): import its constant ' +
  '(or its service’s common/events.ts re-export) instead of writing the name.';

// ESLint knows no environments since flat config; the globals the JavaScript files use, by name
// (the `globals` package would be one more dependency for these).
const NODE_GLOBALS = Object.fromEntries(
  [
    'process',
    'Buffer',
    'URL',
    'console',
    'require',
    'module',
    'exports',
    '__dirname',
    'setInterval',
  ].map((n) => [n, 'readonly']),
);
const BROWSER_GLOBALS = Object.fromEntries(
  [
    'window',
    'document',
    'fetch',
    'console',
    'location',
    'history',
    'URL',
    'URLSearchParams',
    'WebSocket',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'localStorage',
    'sessionStorage',
    'FileReader',
    'navigator',
    'CSS',
  ].map((n) => [n, 'readonly']),
);

export default tseslint.config(
  {
    ignores: [
      '**/generated/**',
      'lib/db/generated/**',
      'dist/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
    ],
  },
  {
    linterOptions: {
      // A disable that suppresses nothing is removed, not kept "just in case".
      reportUnusedDisableDirectives: 'error',
    },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node scripts in JavaScript: jest configs, the file-read recorder, the lint test's helper.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ignores: ['gateway/dev-pages/*.js', 'gateway/account-pages/*.js'],
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // CommonJS files are loaded by require() and load their own dependencies so.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The developer pages run in the browser as plain scripts, beside the bundles their HTML
    // loads from the CDN (Swagger UI, GraphiQL with React, graphql-ws).
    files: ['gateway/dev-pages/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        ...BROWSER_GLOBALS,
        SwaggerUIBundle: 'readonly',
        GraphiQL: 'readonly',
        React: 'readonly',
        ReactDOM: 'readonly',
        graphqlWs: 'readonly',
      },
    },
  },
  {
    // The account pages' scripts run in the browser as plain scripts (all share
    // window.LanesPages, the ticket pages' two also window.LanesTickets).
    files: ['gateway/account-pages/*.js'],
    languageOptions: { sourceType: 'script', globals: BROWSER_GLOBALS },
  },
  {
    rules: {
      // Arguments and bindings named `_x` are deliberately unused (a callback's fixed signature,
      // a destructured field left out of a copy); tsc's noUnusedLocals/Parameters agree.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // A callback registered before a binding is assigned may read it (undefined until then:
      // gateway/server.ts's `subscriptions`); `const` would put that read in the dead zone.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // The house rewrites a caught error into its own words on purpose: a provider's answer stays
      // out of a job's error (media/providers), lib/db names the step that failed. Attaching the
      // original as `cause` would carry it on into logs and answers: a decision per site, not a
      // lint fix.
      'preserve-caught-error': 'off',
    },
  },

  // Every eslint-disable says why (`// eslint-disable-next-line rule -- reason`).
  {
    plugins: { house },
    rules: { 'house/disable-needs-reason': ['error', { ignore: ['eslint-enable'] }] },
  },

  // ---- Import boundaries (CONTRIBUTING.md) -----------------------------------------------------
  {
    files: ['**/*.ts'],
    plugins: { house, boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/elements-single-match': true,
      'boundaries/files-single-match': true,
      'boundaries/legacy-templates': false,
      'boundaries/include': ['**/*.ts'],
      'import/resolver': { node: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      // (c) CONTRIBUTING: "`lib/` never imports a service (`subgraphs/...`) or the gateway" --
      // shared mechanisms live once in lib/ and know nothing of their users.
      'house/lib-imports-no-service': boundary(
        [
          {
            from: { element: { types: ['lib', 'lib-db'] } },
            disallow: {
              to: { element: { types: [...SERVICE_ELEMENTS, 'generated', 'platform', 'gateway'] } },
            },
          },
        ],
        'lib/ never imports a service or the gateway (CONTRIBUTING.md): move the shared part into lib/.',
      ),

      // (d) CONTRIBUTING: "Service-to-service calls go through a typed client in
      // common/<peer>-client.ts"; "Event types and data shapes are exported by the service that
      // emits them (common/events.ts) and imported by every consumer". A service imports of a peer
      // only its contracts (the `contract` files above), never its features, stores or rules.
      'house/service-imports-peer-contracts-only': boundary(
        [
          {
            from: { element: { types: SERVICE_ELEMENTS } },
            disallow: {
              to: {
                element: { types: [...SERVICE_ELEMENTS, 'generated'], captured: OTHER_SERVICE },
              },
            },
          },
          { from: { element: { types: SERVICE_ELEMENTS } }, allow: { to: CONTRACT } },
        ],
        'A service reaches another only through its own common/<peer>-client.ts and the other ' +
          'service’s contracts (common/events.ts, common/report-datasets.ts, common/errors.ts) ' +
          '(CONTRIBUTING.md).',
      ),

      // (e) CONTRIBUTING: "the gateway imports only contracts of a service" (issue 25; "One
      // definition per contract": gateway subscriptions import the emitter's common/events.ts).
      'house/gateway-imports-service-contracts-only': boundary(
        [
          {
            from: { element: { type: 'gateway' } },
            disallow: {
              to: { element: { types: [...SERVICE_ELEMENTS, 'generated', 'platform'] } },
            },
          },
          { from: { element: { type: 'gateway' } }, allow: { to: CONTRACT } },
        ],
        'The gateway imports of a service only its contracts (common/events.ts, ' +
          'common/errors.ts) (CONTRIBUTING.md), never its features, stores or rules.',
      ),

      // (f) CONTRIBUTING: "Layers never import upward. resolvers -> rules (with access, input,
      // machine) -> store. A store imports no rules; rules import no resolvers; common/ imports no
      // feature's rules or stores (only its context and loaders assemble the features' loader
      // builders)."
      'house/layers-never-import-upward': boundary(
        [
          {
            from: { file: { categories: 'store' } },
            disallow: { to: { file: { categories: ['rules', 'access', 'resolvers'] } } },
          },
          {
            from: { file: { categories: ['rules', 'access'] } },
            disallow: { to: { file: { categories: 'resolvers' } } },
          },
          {
            from: { element: { type: 'common' } },
            disallow: {
              to: {
                element: { type: 'feature', captured: SAME_SERVICE },
                file: { categories: ['store', 'rules', 'access', 'resolvers', 'loaders'] },
              },
            },
          },
          // The exception: common/context.ts and common/loaders.ts assemble the features'
          // loader builders (<feature>/loaders.ts).
          {
            from: { element: { type: 'common' }, file: { categories: 'assembly' } },
            allow: {
              to: {
                element: { type: 'feature', captured: SAME_SERVICE },
                file: { categories: 'loaders' },
              },
            },
          },
        ],
        'Layers never import upward (CONTRIBUTING.md): resolvers -> rules (access, input, machine) ' +
          '-> store; common/ imports no feature’s rules or stores.',
      ),
    },
  },

  // (a) Prisma's API outside stores and lib/db (see PRISMA_API).
  {
    files: ['subgraphs/**/*.ts', 'gateway/**/*.ts'],
    ignores: ['**/*-store.ts', 'subgraphs/*/test/**'],
    plugins: { house },
    rules: {
      'house/prisma-only-in-stores': ['error', { patterns: PRISMA_API }],
      // A Prisma error code (`'P2002'`) read outside a store is Prisma's error handled above it.
      'house/prisma-error-codes-only-in-stores': [
        'error',
        {
          selector: 'Literal[value=/^P[0-9]{4}$/]',
          message:
            'Prisma errors are mapped in stores (lib/db/prisma-errors.ts) (CONTRIBUTING.md): ' +
            'catch them in the *-store.ts and throw a platform error.',
        },
      ],
    },
  },
  {
    files: [
      'subgraphs/**/*-rules.ts',
      'subgraphs/**/*-input.ts',
      'subgraphs/**/*-machine.ts',
      'subgraphs/**/access.ts',
      'subgraphs/**/resolvers.ts',
      'subgraphs/**/*-resolvers.ts',
    ],
    ignores: ['subgraphs/*/test/**'],
    plugins: { house },
    rules: {
      'house/prisma-only-in-stores': ['error', { patterns: [...PRISMA_API, PRISMA_IN_LAYERS] }],
    },
  },

  // (b) ForbiddenError only in access.ts (see FORBIDDEN_ERROR).
  {
    files: ['subgraphs/**/*.ts', 'gateway/**/*.ts'],
    ignores: ['**/access.ts', 'subgraphs/*/test/**', 'gateway/auth.ts'],
    plugins: { house },
    rules: { 'house/forbidden-error-only-in-access': ['error', { patterns: FORBIDDEN_ERROR }] },
  },

  // (g) The wall clock only through lib/clock.ts (see WALL_CLOCK_READS).
  {
    files: ['subgraphs/**/*.ts', 'gateway/**/*.ts', 'lib/**/*.ts'],
    ignores: ['lib/clock.ts', 'subgraphs/*/test/**', '**/*.test.ts'],
    plugins: { house },
    rules: { 'house/time-from-clock': ['error', ...WALL_CLOCK_READS] },
  },
  // (h) Event names only in lib/events/catalog.ts (see EVENT_NAMES).
  {
    files: ['**/*.ts'],
    ignores: ['lib/events/catalog.ts', 'test/**', 'subgraphs/*/test/**', '**/*.test.ts'],
    plugins: { house },
    rules: {
      'house/event-names-from-catalog': [
        'error',
        { selector: `Literal[value=${EVENT_NAME}]`, message: EVENT_NAME_MESSAGE },
        { selector: `TemplateElement[value.cooked=${EVENT_NAME}]`, message: EVENT_NAME_MESSAGE },
      ],
    },
  },

  prettier,
);
