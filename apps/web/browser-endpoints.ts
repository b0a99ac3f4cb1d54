import { type Plugin, runnerImport } from 'vite';

/** The domain's endpoint declaration modules: `packages/domain/src/<area>/<area>.api.ts`. */
const DECLARATION_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/].+\.api\.ts$/;

/** What the browser keeps of a declaration: what `callApi` and `callApiForFile` read. */
const KEPT = ['method', 'path', 'auth', 'produces'] as const;

function isDeclaration(value: unknown): value is Record<(typeof KEPT)[number], unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path } = value as Record<string, unknown>;
  return typeof method === 'string' && typeof path === 'string';
}

/**
 * The source of a declaration module as the browser gets it: the same exports (`cartApi`, ...),
 * each declaration with its method, path, auth and produces only. Its schemas (params, query, body,
 * response) are getters that throw, so code that reads one fails loudly instead of getting undefined.
 */
export function browserDeclarationSource(exports: Record<string, unknown>, file = 'module'): string {
  const lines = [
    'const schemaless = (e) => {',
    '  for (const name of ["params", "query", "body", "response"])',
    '    Object.defineProperty(e, name, {',
    '      get() { throw new Error(e.method + " " + e.path + ": its " + name + " schema is left out of the browser bundle"); },',
    '    });',
    '  return Object.freeze(e);',
    '};',
  ];
  for (const [name, group] of Object.entries(exports)) {
    if (typeof group !== 'object' || group === null) {
      throw new Error(`${file}: export ${name} is not a group of endpoint declarations`);
    }
    const entries = Object.entries(group).map(([call, declaration]) => {
      if (!isDeclaration(declaration))
        throw new Error(`${file}: ${name}.${call} is not an endpoint declaration`);
      const kept = Object.fromEntries(
        KEPT.filter((k) => declaration[k] !== undefined).map((k) => [k, declaration[k]]),
      );
      return `  ${JSON.stringify(call)}: schemaless(${JSON.stringify(kept)}),`;
    });
    lines.push(`export const ${name} = {`, ...entries, '};');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The browser build's endpoint declarations without their zod schemas. The web reads only a
 * declaration's method and path (answers are not parsed), but a declaration holds its schemas, and
 * they bring zod (about 24 kB gzip) into every chunk that makes a call, the first one too. So the
 * client build gets each declaration module as data, evaluated once at build time. The server
 * renderer, the dev server and the tests use the modules as they are.
 */
export function browserEndpoints(): Plugin {
  return {
    name: 'meetspace-browser-endpoints',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!DECLARATION_MODULE.test(file)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        logLevel: 'silent',
      });
      return browserDeclarationSource(module, file);
    },
  };
}
