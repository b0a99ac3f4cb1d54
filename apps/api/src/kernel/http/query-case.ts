import type { FastifyInstance } from 'fastify';

interface ShapedSchema {
  shape?: Record<string, unknown>;
}

const keyMaps = new WeakMap<object, Map<string, string>>();

/** Lower-case name → declared name, for a zod object schema (cached per schema). */
function keyMapFor(schema: ShapedSchema & object): Map<string, string> | undefined {
  if (!schema.shape) return undefined;
  let map = keyMaps.get(schema);
  if (!map) {
    map = new Map(Object.keys(schema.shape).map((k) => [k.toLowerCase(), k]));
    keyMaps.set(schema, map);
  }
  return map;
}

/**
 * Query parameter names are matched case-insensitively (`meetingType`, `MeetingtypeId`): before
 * validation each incoming name is renamed to the name the route's zod schema declares.
 * Unknown names are left alone (the schemas strip them).
 */
export function registerQueryCaseFolding(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.querystring as (ShapedSchema & object) | undefined;
    if (!schema || !request.query || typeof request.query !== 'object') return;
    const map = keyMapFor(schema);
    if (!map) return;
    const aliases = request.routeOptions.config.queryAliases;
    const input = request.query as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(input)) {
      const lower = name.toLowerCase();
      const declared = map.get(lower) ?? (aliases?.[lower] as string | undefined) ?? name;
      if (!(declared in output) || declared === name) output[declared] = value;
    }
    request.query = output;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Extra lower-case query names a route accepts for a declared one (`meetingtypeid` → `meetingtype`). */
    queryAliases?: Record<string, string>;
  }
}
