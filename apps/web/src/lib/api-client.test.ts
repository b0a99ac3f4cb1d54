import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, setApiTransport, setProfileToken, setUnauthorizedHandler } from './api-client.ts';

/** Every call answers this status with an error body, and the calls are kept. */
function answering(status: number) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  setApiTransport({
    token: 'client-key',
    fetch: async (input, init) => {
      calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
      return new Response(JSON.stringify({ Message: 'No', Errors: [] }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return calls;
}

afterEach(() => {
  setApiTransport(null);
  setProfileToken(null);
  setUnauthorizedHandler(null);
});

describe('a 401 from the API', () => {
  it('ends the session when the member was logged in (login sync)', async () => {
    const calls = answering(401);
    const loggedOff = vi.fn();
    setUnauthorizedHandler(loggedOff);
    setProfileToken('member-token');
    await expect(apiGet('/v1/profile/state')).rejects.toBeInstanceOf(ApiError);
    expect(loggedOff).toHaveBeenCalledTimes(1);
    expect(calls[0]?.headers).toMatchObject({ apiToken: 'client-key', profileToken: 'member-token' });
  });

  it('does nothing more for a visitor, and other statuses never end the session', async () => {
    const loggedOff = vi.fn();
    setUnauthorizedHandler(loggedOff);
    answering(401);
    await expect(apiGet('/v1/profile/state')).rejects.toMatchObject({ status: 401, message: 'No' });
    setProfileToken('member-token');
    answering(403);
    await expect(apiGet('/v1/reservation/1')).rejects.toMatchObject({ status: 403 });
    answering(500);
    await expect(apiGet('/v1/reservation/1')).rejects.toMatchObject({ status: 500 });
    expect(loggedOff).not.toHaveBeenCalled();
  });
});
