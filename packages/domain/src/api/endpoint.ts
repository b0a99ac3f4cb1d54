import type { z } from 'zod';

/** The HTTP methods of the call catalogue. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The error statuses a call can answer with the contract's error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 501 | 503;

/**
 * Who may call: `public` needs only the client key (a logged-in member is known when the
 * `profileToken` header is sent); `member` answers 401 before anything else without a valid one.
 */
export type EndpointAuth = 'public' | 'member';

/**
 * One call of the catalogue, declared once: the API registers it (validation, OpenAPI, the member
 * check) and the web calls it (typed path, query, body and answer).
 */
export interface EndpointDef {
  method: HttpMethod;
  /** Below `/api`, with `:name` parameters: `/v1/reservation/:id/cancel`. */
  path: string;
  summary: string;
  tags: readonly string[];
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer; for a file (`produces`), what the docs say it is. */
  response: z.ZodType;
  /** The answer's content type when it is not JSON (a PDF, a calendar file). */
  produces?: string;
  errors: readonly ErrorStatus[];
  /** Extra lower-case query names the call accepts for declared ones (`meetingtypeid` → `meetingtype`). */
  queryAliases?: Readonly<Record<string, string>>;
  /** Left out of the OpenAPI document. */
  hidden?: boolean;
  /** `false`: called by another server (a payment provider's webhook), which sends no `apiToken`. */
  apiKey?: false;
}

/** Declares a call (an identity function that keeps the literal types). */
export function endpoint<const E extends EndpointDef>(e: E): E {
  return e;
}

/**
 * What a schema accepts from a caller. A preprocessing schema that takes anything (such as
 * `caseInsensitiveObject`, which only folds property names) is typed by the schema it hands on.
 */
export type SchemaInput<S extends z.ZodType> =
  S extends z.ZodPreprocess<infer Out, infer In> ? (unknown extends In ? z.input<Out> : In) : z.input<S>;

type InputOf<S> = S extends z.ZodType ? SchemaInput<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the path parameters, query and body as the schemas accept them. */
export type EndpointInput<E extends EndpointDef> = {
  [K in 'params' | 'query' | 'body' as E[K] extends z.ZodType ? K : never]: InputOf<E[K]>;
};

/** What the server's handler receives after validation (defaults filled in, values coerced). */
export type EndpointRequest<E extends EndpointDef> = {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
};

/** The 200 answer of a call. */
export type EndpointResponse<E extends EndpointDef> = z.output<E['response']>;

/** The path with its `:name` parameters filled in (URL-encoded): `/v1/reservation/5/cancel`. */
export function endpointPath(e: Pick<EndpointDef, 'path'>, params?: Record<string, unknown>): string {
  return e.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${e.path}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
