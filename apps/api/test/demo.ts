import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Engine } from '../src/db/connect.ts';
import { type DemoOptions, type DemoSummary, generateDemoData } from '../src/demo/generate.ts';
import { createTestDatabase } from './db.ts';

/** A file's demo data with its pictures, once the file's tests start (read it inside a test). */
export interface DemoFixture {
  database: Database;
  summary: DemoSummary;
  uploadDir: string;
}

/**
 * Generates the demo data, pictures included, into a database and an upload folder of their own
 * before a file's tests, and removes both after them.
 */
export function useDemoWithUploads(engine: Engine, options: DemoOptions): DemoFixture {
  const fixture = {} as DemoFixture;
  beforeAll(async () => {
    fixture.uploadDir = mkdtempSync(join(tmpdir(), 'demo-'));
    fixture.database = await createTestDatabase(engine);
    fixture.summary = await generateDemoData(fixture.database.db, {
      ...options,
      uploadDir: fixture.uploadDir,
    });
  });
  afterAll(async () => {
    await fixture.database?.destroy();
    if (fixture.uploadDir) rmSync(fixture.uploadDir, { recursive: true, force: true });
  });
  return fixture;
}
