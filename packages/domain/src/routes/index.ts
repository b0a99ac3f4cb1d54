export * from './route-paths.ts';
export * from './route-table.ts';
