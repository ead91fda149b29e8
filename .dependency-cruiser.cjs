/**
 * Import boundaries (STYLE.md §9): ui-kit and core → features → apps/mall and apps/ops, one way only.
 * Run by `pnpm lint:deps` in the test command; tools/boundaries/boundaries.test.ts proves each rule bites.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment: 'Features never import each other; pages compose them and pass callbacks.',
      severity: 'error',
      from: { path: '^packages/features/([^/]+)/' },
      to: { path: '^packages/features/([^/]+)/', pathNot: '^packages/features/$1/' },
    },
    {
      name: 'ui-kit-is-a-leaf',
      comment: 'ui-kit never fetches, translates or routes: no core, features, contract or apps.',
      severity: 'error',
      from: { path: '^packages/ui-kit/' },
      to: { path: '^(packages/(core|features|contract)/|apps/)' },
    },
    {
      name: 'ui-kit-no-data-libraries',
      comment: 'ui-kit gets data as props and strings as props: no swr, redaxios, i18next or router.',
      severity: 'error',
      from: { path: '^packages/ui-kit/' },
      // Resolved (through pnpm's store) or not (ui-kit does not even depend on them).
      to: { path: '(^|node_modules/)(swr|redaxios|i18next|react-i18next|react-router|react-router-dom)(/|$)' },
    },
    {
      name: 'ui-kit-floor-not-up',
      comment: 'theme/ and styles/ are the floor of ui-kit: they never import primitives, views or samples.',
      severity: 'error',
      from: { path: '^packages/ui-kit/src/(theme|styles)/' },
      to: { path: '^packages/ui-kit/src/(primitives|views|samples)/' },
    },
    {
      name: 'ui-kit-primitives-not-views',
      comment:
        'Primitives are domain-free building blocks (STYLE.md §2): they never import a view (not even in a story).',
      severity: 'error',
      from: { path: '^packages/ui-kit/src/primitives/' },
      to: { path: '^packages/ui-kit/src/views/' },
    },
    {
      name: 'ui-kit-view-own-domain',
      comment:
        'A view imports primitives and its own domain only; a rule two domains need moves down to primitives. ' +
        'Stories may compose views of other domains (the header story shows its pop-ups).',
      severity: 'error',
      from: { path: '^packages/ui-kit/src/views/([^/]+)/', pathNot: '[.]stories[.]tsx$' },
      to: { path: '^packages/ui-kit/src/views/', pathNot: '^packages/ui-kit/src/views/$1/' },
    },
    {
      name: 'ui-kit-samples-only-in-stories',
      comment: 'Story data and scaffolding (src/samples, *Samples.ts) never reach a component or the barrel.',
      severity: 'error',
      from: {
        path: '^packages/ui-kit/src/',
        pathNot: '([.]stories[.]tsx|[.]test[.]tsx?|/samples/[^/]+|Samples[.]ts)$',
      },
      to: { path: '(^packages/ui-kit/src/samples/|Samples[.]ts$)' },
    },
    {
      name: 'features-and-mall-do-not-style',
      comment:
        'Features and the mall wire ui-kit to data and never style (STYLE.md §2, issue #37): no .css.ts of ' +
        'their own and no @mall/ui-kit/vars (the theme contract, itself a .css.ts). The one exception is ' +
        "the document's stylesheet, @mall/ui-kit/theme.css, imported once by the mall's browser entry.",
      severity: 'error',
      from: { path: '^(packages/features/[^/]+|apps/(mall|ops))/', pathNot: '^apps/(mall|ops)/src/main[.]tsx$' },
      to: { path: '[.]css[.]ts$' },
    },
    {
      name: 'mall-theme-stylesheet-only',
      comment:
        "The mall's and the console's browser entries import one stylesheet: the theme (the document's root classes and fonts).",
      severity: 'error',
      from: { path: '^apps/(mall|ops)/src/main[.]tsx$' },
      to: { path: '[.]css[.]ts$', pathNot: '^packages/ui-kit/src/theme/theme[.]css[.]ts$' },
    },
    {
      name: 'core-not-features',
      comment: 'core is below the features.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^(packages/(features|ui-kit)/|apps/)' },
    },
    {
      name: 'contract-is-a-leaf',
      comment: 'The call contract is shared by the server and the mall, so it depends on neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/(core|features|ui-kit)/|apps/)' },
    },
    {
      name: 'packages-not-apps',
      comment: 'No package imports an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-shares-only-the-contract',
      comment: 'The server shares nothing with the front end at run time but the contract.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^(packages/(core|ui-kit|features)/|apps/(mall|ops)/)' },
    },
    {
      name: 'mall-not-api',
      severity: 'error',
      from: { path: '^apps/(mall|ops)/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'apps-apart',
      comment: 'The mall and the console are two thin apps over the same packages: neither imports the other.',
      severity: 'error',
      from: { path: '^apps/(mall|ops)/' },
      to: { path: '^apps/(mall|ops)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },

    // ── apps/api: three layers, one direction (STYLE.md §7) ─────────────────────────────────────
    // routes/ (HTTP only) → services/ (rules, transactions) → repositories/ (the only SQL).
    // adapters/ (SMS, captcha, chat, payment) sit beside services; one that stores calls a repository.
    // Passing the `Db`/`Database` type around is fine (type-only imports); importing drizzle-orm's query
    // functions, the schema's tables or the db module's helpers is speaking SQL.
    {
      name: 'api-routes-not-repositories',
      comment: 'A route parses, calls a service and answers: it never reaches a repository itself.',
      severity: 'error',
      from: { path: '^apps/api/src/routes/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/repositories/' },
    },
    {
      name: 'api-sql-only-in-repositories',
      comment:
        'Only repositories/ (and db/ itself, the seed and main.ts, which opens the database) speak SQL: ' +
        'no drizzle-orm query functions, tables or db helpers elsewhere. Type-only imports are fine.',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: '^apps/api/src/(repositories|db|seed)/|^apps/api/src/main\\.ts$|\\.test\\.ts$',
      },
      to: {
        path: '(^|node_modules/)drizzle-orm(/|$)|^apps/api/src/db/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'api-repositories-not-up',
      comment: 'Repositories are the bottom layer: no services, routes or adapters.',
      severity: 'error',
      from: { path: '^apps/api/src/repositories/' },
      to: { path: '^apps/api/src/(services|routes|adapters)/' },
    },
    {
      name: 'api-services-not-routes',
      comment: 'Services and adapters know nothing of HTTP: no routes, no request plumbing (http/).',
      severity: 'error',
      from: { path: '^apps/api/src/(services|adapters)/' },
      to: { path: '^apps/api/src/(routes|http)/' },
    },
    {
      name: 'api-lib-is-a-floor',
      comment: 'lib/ holds pure helpers (hashing, money, time) every layer may use: it imports nothing above it.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/lib/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
