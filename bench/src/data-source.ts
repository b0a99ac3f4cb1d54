// This checkout's database start-up and demo generator, as the benchmark uses them (one module, so
// servers.ts can swap in another checkout's for a server bundle built there).
export { connect } from '../../apps/api/src/db/connect.ts';
export { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
export { generateDemoData } from '../../apps/api/src/demo/generate.ts';
