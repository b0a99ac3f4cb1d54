import {
  type EndpointDef,
  type EndpointInput,
  type EndpointResponse,
  type ErrorResponse,
  endpointPath,
} from '@meetspace/domain';

/**
 * How calls reach the API: the browser's fetch, or (server rendering) a transport that hands the
 * call to the server in the same process, with the client key it knows.
 */
let transport: { fetch: typeof fetch; token: string } | null = null;

/** Server rendering only: send every call through `fetch` with this client key. */
export function setApiTransport(next: { fetch: typeof fetch; token: string } | null): void {
  transport = next;
}

const send: typeof fetch = (input, init) => (transport ? transport.fetch(input, init) : fetch(input, init));

/** The client key the server put into the page (`<meta name="api-token">`). */
function apiToken(): string {
  if (transport) return transport.token;
  return document.querySelector('meta[name="api-token"]')?.getAttribute('content') ?? '';
}

let profileToken: string | null = null;

/** The logged-in member's token, sent as `profileToken` with every call (null: logged out). */
export function setProfileToken(token: string | null): void {
  profileToken = token;
}

let onUnauthorized: (() => void) | null = null;

/** What to do when the server no longer accepts the member's token (the session logs off). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

/**
 * Turns a failed response into an ApiError; a 401 while logged in ends the session (login sync),
 * unless the call carried its own credential (a manage link's `token`): then the 401 is about that.
 */
async function failure(response: Response, ownCredential = false): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as ErrorResponse | undefined;
  if (response.status === 401 && profileToken && !ownCredential) onUnauthorized?.();
  return new ApiError(response.status, body);
}

/** The headers of every call: the client key, and the member's token when logged in. */
function apiHeaders(): Record<string, string> {
  return { apiToken: apiToken(), ...(profileToken ? { profileToken } : {}) };
}

/** An API failure with the contract's status code and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse | undefined,
  ) {
    super(body?.Message ?? `HTTP ${status}`);
  }
}

/** A value of a path or query parameter as a URL carries it (the server's schema coerces it). */
type UrlValue = string | number | boolean;

/** A schema's coerced fields (zod types their input `unknown`) as the values a URL can carry. */
type InUrl<T> = { [K in keyof T]: unknown extends T[K] ? UrlValue : T[K] };

/** Nothing required (`{}`): what an input part with only optional fields accepts. */
type NothingRequired = Record<never, never>;

/** Input parts the schemas let a caller leave out (every field optional, or the part itself) are optional. */
type Optional<T> = {
  [K in keyof T as NothingRequired extends T[K] ? K : undefined extends T[K] ? K : never]?: T[K];
} & {
  [K in keyof T as NothingRequired extends T[K] ? never : undefined extends T[K] ? never : K]: T[K];
};

/** What `callApi` sends: path parameters, query and body as the call's schemas accept them. */
export type CallInput<E extends EndpointDef> = Optional<{
  [K in keyof EndpointInput<E>]: K extends 'body' ? EndpointInput<E>[K] : InUrl<EndpointInput<E>[K]>;
}>;

/** The query of a call as `callApi` takes it (for code that builds one apart from the call). */
export type CallQuery<E extends EndpointDef> = EndpointInput<E> extends { query: infer Q } ? InUrl<Q> : never;

export interface CallOptions {
  /** Aborts the call (react-query passes one per query). */
  signal?: AbortSignal;
  /**
   * Extra request headers, e.g. `Idempotency-Key` (made once per form submission, so a retry of
   * the same submission is recognised by the server and not carried out twice).
   */
  headers?: Record<string, string>;
}

/** `callApi`'s arguments: the input may be left out when the call needs none. */
type CallArgs<E extends EndpointDef> =
  NothingRequired extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** `?a=1&b=x` of the values that are not undefined; empty without any. */
function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * One call to the API: `/api` + the declaration's path with its parameters filled in, the query,
 * the client key and the member's token; a body goes as JSON. A failure throws an ApiError.
 */
async function request<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E> | undefined,
  options: CallOptions | undefined,
  accept: string,
): Promise<Response> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const hasBody = endpoint.method !== 'GET' && body !== undefined;
  const response = await send(`/api${endpointPath(endpoint, params)}${queryString(query)}`, {
    method: endpoint.method,
    headers: {
      ...options?.headers,
      ...apiHeaders(),
      Accept: accept,
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: options?.signal,
  });
  if (!response.ok) throw await failure(response, query !== undefined && 'token' in query);
  return response;
}

/** The JSON of an answer; undefined for an empty one (a 204). */
async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Calls an endpoint the domain declares (`callApi(reservationApi.detail, { params: { id } })`):
 * path, method and input come from the declaration, the answer is typed by its response schema
 * (not parsed: the server is checked against the schemas in its own tests).
 */
export async function callApi<E extends EndpointDef>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  return json(await request(endpoint, input, options, 'application/json'));
}

/** Fetches a file an endpoint produces (a PDF, a calendar file), e.g. to offer it as a download. */
export async function callApiForFile<E extends EndpointDef & { produces: string }>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<Blob> {
  const response = await request(endpoint, input, options, endpoint.produces);
  return response.blob();
}
