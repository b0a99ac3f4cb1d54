import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserDeclarationSource } from './browser-endpoints.ts';

const domainSrc = join(import.meta.dirname, '../../packages/domain/src');

/** Every declaration module of the domain (`<area>/<area>.api.ts`). */
const declarationModules = readdirSync(domainSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.api.ts'))
  .sort();

/** Evaluates a generated module and returns its exports. */
async function evaluate(source: string): Promise<Record<string, Record<string, Record<string, unknown>>>> {
  const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
  return import(/* @vite-ignore */ url);
}

describe('the browser form of the endpoint declarations', () => {
  it('finds the declaration modules', () => {
    expect(declarationModules.length).toBeGreaterThanOrEqual(10);
  });

  it.each(declarationModules)('%s: same exports, method, path, auth and produces', async (file) => {
    const real = (await import(join(domainSrc, file))) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    const browser = await evaluate(browserDeclarationSource(real, relative(domainSrc, file)));
    expect(Object.keys(browser).sort()).toEqual(Object.keys(real).sort());
    for (const [name, group] of Object.entries(real)) {
      expect(Object.keys(browser[name] ?? {})).toEqual(Object.keys(group));
      for (const [call, declaration] of Object.entries(group)) {
        const kept = browser[name]?.[call];
        expect({ ...kept }).toEqual({
          method: declaration.method,
          path: declaration.path,
          auth: declaration.auth,
          ...(declaration.produces ? { produces: declaration.produces } : {}),
        });
        expect(Object.isFrozen(kept)).toBe(true);
      }
    }
  });

  it('throws when code reads a schema the browser does not get', async () => {
    const { exampleApi } = await evaluate(
      browserDeclarationSource({
        exampleApi: {
          detail: { method: 'GET', path: '/v1/x/:id', auth: 'member', params: {}, response: {} },
        },
      }),
    );
    expect(exampleApi?.detail?.path).toBe('/v1/x/:id');
    expect(() => exampleApi?.detail?.response).toThrow('GET /v1/x/:id: its response schema is left out');
  });

  it('refuses a module that exports something else', () => {
    expect(() => browserDeclarationSource({ PAGE_SIZE: 25 }, 'x.api.ts')).toThrow(/PAGE_SIZE/);
    expect(() => browserDeclarationSource({ xApi: { odd: { path: '/x' } } }, 'x.api.ts')).toThrow(
      /xApi\.odd/,
    );
  });
});
