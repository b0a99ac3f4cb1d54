import {
  authApi,
  commentApi,
  creditApi,
  type EndpointResponse,
  profileApi,
  reservationApi,
  reservationEditApi,
  reservationLinesApi,
  searchApi,
} from '@meetspace/domain';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ApiError,
  callApi,
  callApiForFile,
  setApiTransport,
  setProfileToken,
  setUnauthorizedHandler,
} from './api-client.ts';

interface SentCall {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

/** Every call answers `status` with `body` (a string as it is, else JSON), and the calls are kept. */
function answering(status: number, body: unknown = { Message: 'No', Errors: [] }, type = 'application/json') {
  const calls: SentCall[] = [];
  setApiTransport({
    token: 'client-key',
    fetch: async (input, init) => {
      calls.push({
        url: String(input),
        method: init?.method,
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body,
        signal: init?.signal,
      });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(status === 204 ? null : text, { status, headers: { 'content-type': type } });
    },
  });
  return calls;
}

afterEach(() => {
  setApiTransport(null);
  setProfileToken(null);
  setUnauthorizedHandler(null);
});

describe('callApi', () => {
  it('sends extra headers (an Idempotency-Key), which cannot replace the client key or the token', async () => {
    const calls = answering(200, { TransactionId: 1, Balance: 5 });
    setProfileToken('member-token');
    const body = {
      FromAddress: `w${'a'.repeat(24)}`,
      ToAddress: `w${'b'.repeat(24)}`,
      Currency: 'EUR',
      Amount: 5,
    };
    await callApi(
      creditApi.transfer,
      { body },
      { headers: { 'Idempotency-Key': 'k-1', apiToken: 'forged', profileToken: 'forged' } },
    );
    expect(calls[0]?.headers).toMatchObject({
      'Idempotency-Key': 'k-1',
      apiToken: 'client-key',
      profileToken: 'member-token',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(calls[0]?.body))).toEqual(body);
  });

  it('GETs the declared path below /api with the client key and returns the answer', async () => {
    const calls = answering(200, { Id: 7, Name: 'Meeting' });
    const answer = await callApi(reservationApi.detail, { params: { id: 7 } });
    expect(answer).toEqual({ Id: 7, Name: 'Meeting' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/v1/reservation/7', method: 'GET', body: undefined });
    expect(calls[0]?.headers).toEqual({ apiToken: 'client-key', Accept: 'application/json' });
  });

  it('fills in every path parameter, URL-encoded', async () => {
    const calls = answering(200, {});
    await callApi(searchApi.setStep, { params: { key: 'a b/c?d', n: 3 } });
    expect(calls[0]).toMatchObject({ url: '/api/v1/search/a%20b%2Fc%3Fd/step/3', method: 'PUT' });
  });

  it('sends the query without its undefined values, and no query string when nothing is left', async () => {
    const calls = answering(200, { Results: [], MorePages: false });
    await callApi(reservationApi.list, {
      query: { q: 'zaal & co', page: 2, startDate: undefined, sortDirection: 'DESC' },
    });
    await callApi(reservationApi.list, { query: { startDate: undefined } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/profile/reservation?q=zaal+%26+co&page=2&sortDirection=DESC',
      '/api/v1/profile/reservation',
    ]);
  });

  it('puts path parameters and query together', async () => {
    const calls = answering(200, true);
    expect(await callApi(profileApi.remove, { params: { id: 12 }, query: { confirm: 'true' } })).toBe(true);
    expect(calls[0]).toMatchObject({ url: '/api/v1/profile/12?confirm=true', method: 'DELETE' });
  });

  it('sends the body as JSON with its content type', async () => {
    const calls = answering(200, { Id: 3, Tags: ['a'] });
    await callApi(reservationEditApi.tags, { params: { id: 3 }, body: { Tags: ['a'] } });
    expect(calls[0]).toMatchObject({
      url: '/api/v2/reservation/3/tags',
      method: 'PUT',
      body: '{"Tags":["a"]}',
    });
    expect(calls[0]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends no body (and no content type) when the call has none or it is left out', async () => {
    const calls = answering(200, { StatusCode: 2, Message: 'removed' });
    await callApi(authApi.loginSync);
    await callApi(reservationLinesApi.revertVoucher, { params: { id: 4 } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v2/login', undefined],
      ['PUT', '/api/v1/voucher/reservation/4/revert', undefined],
    ]);
    for (const call of calls) expect(call.headers['Content-Type']).toBeUndefined();
  });

  it("sends the member's token when logged in, and passes the abort signal on", async () => {
    const calls = answering(200, {});
    setProfileToken('member-token');
    const controller = new AbortController();
    await callApi(reservationApi.detail, { params: { id: 1 } }, { signal: controller.signal });
    expect(calls[0]?.headers).toMatchObject({ apiToken: 'client-key', profileToken: 'member-token' });
    expect(calls[0]?.signal).toBe(controller.signal);
  });

  it('answers undefined for an empty answer (204)', async () => {
    answering(204);
    expect(await callApi(commentApi.remove, { params: { id: 9 } })).toBeUndefined();
  });

  it('turns a failure into an ApiError with the status and the contract error body', async () => {
    const body = { StatusCode: 400, Message: 'Bad', Errors: [{ Field: 'Tags[0]', Code: 'too_big' }] };
    answering(400, body);
    const failure = await callApi(reservationEditApi.tags, {
      params: { id: 3 },
      body: { Tags: ['x'] },
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Bad', body });
  });

  it('gives an ApiError without a body when the failure is not JSON', async () => {
    answering(502, '<html>Bad gateway</html>', 'text/html');
    await expect(callApi(reservationApi.detail, { params: { id: 1 } })).rejects.toMatchObject({
      status: 502,
      body: undefined,
      message: 'HTTP 502',
    });
  });

  it('throws before sending when a path parameter is missing', async () => {
    const calls = answering(200, {});
    await expect(callApi(reservationApi.detail, { params: { id: '' } })).rejects.toThrow(/"id" is missing/);
    expect(calls).toHaveLength(0);
  });
});

describe('callApi types (checked by tsc)', () => {
  it('takes the input the declaration accepts and answers its response type', () => {
    const typed = () => {
      expectTypeOf(callApi(reservationApi.detail, { params: { id: 1 } })).resolves.toEqualTypeOf<
        EndpointResponse<typeof reservationApi.detail>
      >();
      // @ts-expect-error: the path parameter is required
      void callApi(reservationApi.detail, {});
      // @ts-expect-error: the call takes no body
      void callApi(reservationApi.detail, { params: { id: 1 }, body: {} });
      // @ts-expect-error: Tags is a list of strings
      void callApi(reservationEditApi.tags, { params: { id: 1 }, body: { Tags: 'a' } });
      // @ts-expect-error: the login body is the schema's (a preprocessing schema is typed by what it hands on)
      void callApi(authApi.login, { body: { email: 'a@b.nl' } });
      // Input can be left out only when the call needs none.
      void callApi(authApi.loginSync);
      // @ts-expect-error: the body is required
      void callApi(reservationEditApi.tags, { params: { id: 1 } });
    };
    expect(typed).toBeTypeOf('function');
  });
});

describe('callApiForFile', () => {
  it('fetches what the call produces as a blob, asking for its content type', async () => {
    const calls = answering(200, '%PDF-1.7', 'application/pdf');
    const file = await callApiForFile(reservationApi.pdf, { params: { id: 5 } });
    expect(await file.text()).toBe('%PDF-1.7');
    expect(calls[0]).toMatchObject({ url: '/api/v1/reservation/5/pdf', method: 'GET' });
    expect(calls[0]?.headers).toMatchObject({ Accept: 'application/pdf' });
  });

  it('fails like any call', async () => {
    answering(403);
    await expect(callApiForFile(reservationApi.ics, { params: { id: 5 } })).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('a 401 from the API', () => {
  it('ends the session when the member was logged in (login sync)', async () => {
    const calls = answering(401);
    const loggedOff = vi.fn();
    setUnauthorizedHandler(loggedOff);
    setProfileToken('member-token');
    await expect(callApi(authApi.state, { query: { channelId: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(loggedOff).toHaveBeenCalledTimes(1);
    expect(calls[0]?.headers).toMatchObject({ apiToken: 'client-key', profileToken: 'member-token' });
  });

  it('ends the session for a file too', async () => {
    answering(401);
    const loggedOff = vi.fn();
    setUnauthorizedHandler(loggedOff);
    setProfileToken('member-token');
    await expect(callApiForFile(reservationApi.pdf, { params: { id: 1 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(loggedOff).toHaveBeenCalledTimes(1);
  });

  it('does nothing more for a visitor, and other statuses never end the session', async () => {
    const loggedOff = vi.fn();
    setUnauthorizedHandler(loggedOff);
    answering(401);
    await expect(callApi(authApi.state, { query: {} })).rejects.toMatchObject({ status: 401, message: 'No' });
    setProfileToken('member-token');
    answering(403);
    await expect(callApi(reservationApi.detail, { params: { id: 1 } })).rejects.toMatchObject({
      status: 403,
    });
    answering(500);
    await expect(callApi(reservationApi.detail, { params: { id: 1 } })).rejects.toMatchObject({
      status: 500,
    });
    expect(loggedOff).not.toHaveBeenCalled();
  });
});
