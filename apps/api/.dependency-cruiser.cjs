// The API's boundaries (`npm run lint:api`): areas reach each other only through their index.ts,
// the kernel and the database layer never reach up into an area, and nothing imports in a circle.
const AREAS =
  '(reference|locations|search|pricing|carts|reservations|accounts|comments|invoices|payments|credits|site|demo|admin|hostbookings|boarding|hosting|widgets|offerings|proposals|uploads|events|groups|stories|notifications|reviews|stats|questions|chat|people)';
const SRC = '^apps/api/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle of imports: break it by moving the shared piece down (kernel, domain) or into an index.ts.',
      from: { path: SRC },
      to: { circular: true },
    },
    {
      name: 'area-through-index',
      severity: 'error',
      comment: 'Another area is used only through its index.ts (its public face), never its files.',
      // The database layer's own rule (db-below-areas) says which area files it may read.
      from: { path: `${SRC}([^/]+)/`, pathNot: ['\\.test\\.ts$', `${SRC}db/`] },
      to: { path: `${SRC}${AREAS}/`, pathNot: [`${SRC}$1/`, `${SRC}[^/]+/index\\.ts$`] },
    },
    {
      name: 'kernel-below-areas',
      severity: 'error',
      comment: 'The kernel serves every area and knows none of them.',
      from: { path: `${SRC}kernel/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SRC}${AREAS}/` },
    },
    {
      name: 'db-below-areas',
      severity: 'error',
      comment: "The database layer knows an area only by its tables' types and its migrations.",
      from: { path: `${SRC}db/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: `${SRC}${AREAS}/`,
        pathNot: [`${SRC}[^/]+/[^/]+\\.schema\\.ts$`, `${SRC}[^/]+/migrations/`],
      },
    },
    {
      name: 'modules-from-the-registry',
      severity: 'error',
      comment: "An area's module (its routes and subscribers) is mounted by areas.ts only.",
      from: { pathNot: `${SRC}areas\\.ts$` },
      to: { path: `${SRC}[^/]+/[^/]+\\.module\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
