/**
 * The web app's import boundaries (`npm run lint:web`): shared code (lib/, components/) knows no
 * feature and not the app; a feature imports no other feature (the app composes them); features do
 * not reach into the app; and nothing imports in a circle.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        'A feature imports no other feature: move the shared piece to lib/ or components/, or compose both in app/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-shared-to-features-or-app',
      severity: 'error',
      comment: 'lib/ and components/ are shared by everything: they import no feature and not the app.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'no-feature-to-app',
      severity: 'error',
      comment: 'The app imports features (through their index.ts), not the other way round.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'app-imports-feature-index',
      severity: 'error',
      comment:
        "The app uses a feature only through its index.ts (the feature's declaration and public parts).",
      from: { path: '^apps/web/src/(app|main\\.tsx|entry-server\\.tsx)' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other (directly or round about) cannot be understood or split apart.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|json)$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
