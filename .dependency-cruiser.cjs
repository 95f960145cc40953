/**
 * Import boundaries (issue 12): `npm run lint` fails on a cycle or an arrow that runs the wrong
 * way. Layers, lowest first:
 *   packages/domain → packages/contract → apps/api: platform, db → modules → composition root
 *   (app.ts, create-deps.ts, server.ts, ops.ts, seed/) and apps/web: lib, components → features → app.
 * Folder-level cycles (one module folder importing another that imports it back) are checked by
 * scripts/check-architecture.mjs on this tool's output.
 */
const API = '^apps/api/src/';
const COMPOSITION = `${API}(app|create-deps|server|ops|ops-commands)\\.ts$|${API}seed/`;

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'No import cycles, anywhere.', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain knows nothing of the contract, the apps or Node.',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/contract|apps)/|^node:', pathNot: '^packages/domain/' },
    },
    {
      name: 'domain-no-node-builtins',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-below-apps',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'platform-never-imports-modules',
      severity: 'error',
      comment: 'platform/ is infrastructure: it must not know the business modules or the composition root.',
      from: { path: `${API}platform/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${API}modules/|${COMPOSITION}` },
    },
    {
      name: 'db-never-imports-modules',
      severity: 'error',
      comment: 'db/ holds the client, schema and migrations; seeding and reference data live in seed/.',
      from: { path: `${API}db/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${API}modules/|${COMPOSITION}` },
    },
    {
      name: 'modules-never-import-the-composition-root',
      severity: 'error',
      comment: 'Use cases get their dependencies passed in (AppDeps); they never build the app or the deps.',
      from: { path: `${API}modules/`, pathNot: '\\.test\\.ts$' },
      to: { path: COMPOSITION },
    },
    {
      name: 'web-features-are-independent',
      severity: 'error',
      comment: 'A feature never imports another feature (docs/design.md §4); shared code goes to lib/ or components/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-below-features',
      severity: 'error',
      comment: 'lib/ and components/ are used by features and app/, never the reverse.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-never-imports-the-api',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage|test-results)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    // Type-only imports are arrows too: a backward one couples the layers just the same.
    moduleSystems: ['es6'],
  },
};
