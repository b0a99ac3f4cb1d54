import type { ErrorResponse } from '@meetspace/domain';

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

/** Turns a failed response into an ApiError; a 401 while logged in ends the session (login sync). */
async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as ErrorResponse | undefined;
  if (response.status === 401 && profileToken) onUnauthorized?.();
  return new ApiError(response.status, body);
}

/** The headers of every call: the client key, and the member's token when logged in. */
export function apiHeaders(): Record<string, string> {
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

/** GET a JSON call of the catalogue (`path` without /api), with the client key. */
export async function apiGet<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
  signal?: AbortSignal,
): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  const response = await send(`/api${path}${qs ? `?${qs}` : ''}`, {
    headers: { ...apiHeaders(), Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

/** POST / PUT / DELETE a JSON call of the catalogue (`path` without /api), with the client key. */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await send(`/api${path}`, {
    method,
    headers: {
      ...apiHeaders(),
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  // A 204 (or any empty answer, e.g. of a DELETE) has no JSON to read.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
