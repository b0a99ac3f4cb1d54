// The demo data's public face: the generator that fills an empty database, and its defaults.
export {
  DEFAULT_DEMO_LOCATIONS,
  DEFAULT_DEMO_SEED,
  DEMO_ACCOUNTS,
  type DemoOptions,
  type DemoSummary,
  generateDemoData,
  isDatabaseEmpty,
} from './generate.ts';
