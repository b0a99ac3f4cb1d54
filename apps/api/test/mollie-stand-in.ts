import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

// A local stand-in of Mollie's payments API for tests: POST /v2/payments, GET /v2/payments/{id} and
// POST /v2/payments/{id}/refunds answered with Mollie-shaped JSON (a refund only of a paid payment,
// never more than is left, the same Idempotency-Key answered with the same refund). It speaks HTTPS because the Mollie client always uses an https
// agent (an http:// apiEndpoint is refused); the certificate is a throwaway self-signed one for
// 127.0.0.1 (valid until 2126), so the tests that use it turn certificate checks off while it runs.
const KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQCe4Xaw9mAdcdop
Jz1l2fWPMHMoudLhJwh3wGUZ8VFXVbhizUychElFcojL8gDyk8fwXy9MUff+E1lB
/d4Jy/OqD9ZYfEZK3AV8rw77nXSAR28LF9YxK1LhaU2yAY1Qa0Rm6YIA5PZihstT
9jGgCV1In6mZ2SbhThfkMKZAsymAUrJmp8mKt8XX79c2Wz/CtjMxh8GJ8TTPr8t2
K9GYTq1Kf1GZKHFGvS6RWIvKFn83R2Sk3H/7No8/h59owNmkSFItvcGtC4vFz8/5
7uTWfODnuqEa4gge/1M0pQ9+GOjWAk8ANwRlr1nNkmjfv1IDzitzIko6fxFFb0cI
ykG9I6T5AgMBAAECggEAAY1gcnHpG5He+2eICBMr3PcQlvbQI+rqAE6Dm7AR1wA4
xb6tp2VQ+HIE0AudyADwM1hguaE0OASidXyNw0DS0SgStGkGwEjmRP21BXm4N3Ug
iqY+2C/idp6SYmFKwHIt2By4Vw/QRZiSyw+/lB78okl3YnAJUH/0coz+9iicnhBH
fyaMHzmQxLE+cSuH+e2K8LHj5DnpJZz47hltK6pNYs6Df4tN23P5ftZPMCcQAnRM
bUgWIT4JmhnMCpzrv1DziEbHInLUJT+z5dl+8M4G5EyGH1eO3IDSjo8hg4E3bOlh
EvwXO7VDhtwGByTg7B9WFLlV+e9lstF/d6BaxF8FYQKBgQDQO/uSTJoVO3DCxGhF
bJlTHy3SotDcK0nbUU+mGJn6bum7A/YR87uhH8PswDVkq03wRdaLO6sxe2v11dD8
pcuQCP1Lt9Lr6gHBIXc5zn/HBGafdFsBTz5czLRvP8DaAbyj3am/Fq6iP3L+RTbE
gu0cBqqiQPsAflDB0WrHiUlEoQKBgQDDU1Hl3u8ydzVgWE4LZR1xxuMJQswJEaJP
Vq2VTBtdXqosbLpEO9V5/pgo101W6ZvHM43t9ADoh+R/UAQPV8zusuVyOBJ0R+IO
juB4jPUtFQ5NkcxMCe/iPvM+4jXmw0qWrpr6MKJuxbosnWcf77EeD0KEVR/spDCd
Un+fOo0pWQKBgBa0k6fOJnbuNktmcyAuyUEhAzQWgMOhDLqXUSIBSLjf4yh7NBed
BfZ5qjlkc+34J9VtKAmihfYtSQZTPChwQ5P/Bu98qckDiRFv/roU5CXlOvNkEpA/
/cLMp1gCEZsz2Ufc4aduZ7hVRsqm7WPcCtKlf3GVuEjDfTbFCOmc9JpBAoGBAIgl
npNc5lvFzfW+939n1rNEz2HYJoI3wWwN3eaP6w8U+gcHLnp7PlzPgl4NXMI1CTk7
jTWMe8mZV0MKkhnjuFu1ZMtNnEdjB4XgP0Sn9AmdgJ++/akO0B9ig4iUgr+75lTL
lgjIN6CAwDly6bvQBiQOvO2irCL1e1FdfMmPNW/ZAoGBALrN0PajlV/wwmCl+0Dq
ofV+hMVlLURv/u14+Z6yfTMY7v9jlILJSozcOYoWTRF4DqWsAbve98D93xZf37nJ
WO3ZMi1g1JvcfP1Cyh+YDZgbSbJWv4J2X3Kpia/VxQrqDjmihrG4yPkg0cr3/BdU
O8zImbNYi4Uc2axLR+d+/oV9
-----END PRIVATE KEY-----`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIDHDCCAgSgAwIBAgIUflj5yXZq9rdqJdSPmhfCxQoY/0UwDQYJKoZIhvcNAQEL
BQAwFDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNjAyNDgyOVoYDzIxMjYx
MTAyMDI0ODI5WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwggEiMA0GCSqGSIb3DQEB
AQUAA4IBDwAwggEKAoIBAQCe4Xaw9mAdcdopJz1l2fWPMHMoudLhJwh3wGUZ8VFX
VbhizUychElFcojL8gDyk8fwXy9MUff+E1lB/d4Jy/OqD9ZYfEZK3AV8rw77nXSA
R28LF9YxK1LhaU2yAY1Qa0Rm6YIA5PZihstT9jGgCV1In6mZ2SbhThfkMKZAsymA
UrJmp8mKt8XX79c2Wz/CtjMxh8GJ8TTPr8t2K9GYTq1Kf1GZKHFGvS6RWIvKFn83
R2Sk3H/7No8/h59owNmkSFItvcGtC4vFz8/57uTWfODnuqEa4gge/1M0pQ9+GOjW
Ak8ANwRlr1nNkmjfv1IDzitzIko6fxFFb0cIykG9I6T5AgMBAAGjZDBiMB0GA1Ud
DgQWBBQ1zRorz6Gd6FIcdoiRHQOBrZBW2DAfBgNVHSMEGDAWgBQ1zRorz6Gd6FIc
doiRHQOBrZBW2DAPBgNVHRMBAf8EBTADAQH/MA8GA1UdEQQIMAaHBH8AAAEwDQYJ
KoZIhvcNAQELBQADggEBADeQwGDQSvIhPTj0i1gNYAczmm0W+1GxATYjBXDkqcwm
zKDeaWLap8N06EU+i1tIA4teClplAMAaYBdUAQRjzd4YCVGZaQ5SYWy2OwpJ9ELz
/M3pAlUNb9qe/IIpwgf2zvy6WfTHv0m70VJ2klNoKnd8WdswBY0kfM322kmvO+kA
msJLKwSyIVXez3uHoN0KJeCHCUbGFhaIM1+U/C6plEtE7+n0PnBZvBF5D9VYiIdz
lXlJSDH7+a3Um/3iOtFhQyyxueIcd5TkvpM6rCHOewabZ8+p6lDgjLMylaSQyDYH
DLU6mQgcUON6F/2B47nNpomrhIFN1JsG34mEC1jBO5w=
-----END CERTIFICATE-----`;

/** One payment as the stand-in keeps it. */
export interface StandInPayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
}

/** One refund as the stand-in keeps it. */
export interface StandInRefund {
  id: string;
  paymentId: string;
  amount: { currency: string; value: string };
  description: string;
  idempotencyKey: string | undefined;
}

/** A running stand-in: its API address, its payments (a test sets their status), the requests it saw. */
export interface MollieStandIn {
  apiEndpoint: string;
  payments: Map<string, StandInPayment>;
  refunds: StandInRefund[];
  requests: {
    method: string;
    url: string;
    authorization: string | undefined;
    idempotencyKey: string | undefined;
    body: unknown;
  }[];
  close(): Promise<void>;
}

function mollieJson(p: StandInPayment, base: string) {
  return {
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: '2026-11-23T08:00:00+00:00',
    status: p.status,
    isCancelable: false,
    amount: p.amount,
    description: p.description,
    method: null,
    metadata: p.metadata,
    details: null,
    profileId: 'pfl_standin',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    ...(p.status === 'paid' ? { paidAt: '2026-11-23T08:05:00+00:00' } : {}),
    _links: {
      self: { href: `${base}payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open'
        ? {
            checkout: { href: `https://pay.stand-in.test/checkout/select-method/${p.id}`, type: 'text/html' },
          }
        : {}),
      documentation: {
        href: 'https://docs.stand-in.test/reference/v2/payments-api/get-payment',
        type: 'text/html',
      },
    },
  };
}

function refundJson(r: StandInRefund, base: string) {
  return {
    resource: 'refund',
    id: r.id,
    mode: 'test',
    amount: r.amount,
    status: 'pending',
    createdAt: '2026-11-23T09:00:00+00:00',
    description: r.description,
    metadata: null,
    paymentId: r.paymentId,
    _links: {
      self: { href: `${base}payments/${r.paymentId}/refunds/${r.id}`, type: 'application/hal+json' },
      payment: { href: `${base}payments/${r.paymentId}`, type: 'application/hal+json' },
    },
  };
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startMollieStandIn(): Promise<MollieStandIn> {
  const payments = new Map<string, StandInPayment>();
  const refunds: StandInRefund[] = [];
  const requests: MollieStandIn['requests'] = [];
  let base = '';
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/hal+json' });
    res.end(JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const body = raw ? JSON.parse(raw) : undefined;
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      body,
    });
    if (!req.headers.authorization?.startsWith('Bearer test_')) {
      return send(res, 401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' });
    }
    if (req.method === 'POST' && req.url === '/v2/payments') {
      const p: StandInPayment = {
        id: `tr_${randomBytes(5).toString('hex')}`,
        status: 'open',
        amount: body.amount,
        description: body.description,
        redirectUrl: body.redirectUrl,
        webhookUrl: body.webhookUrl,
        metadata: body.metadata,
      };
      payments.set(p.id, p);
      return send(res, 201, mollieJson(p, base));
    }
    const refundOf = /^\/v2\/payments\/(\w+)\/refunds$/.exec(req.url ?? '');
    if (req.method === 'POST' && refundOf) {
      const key = req.headers['idempotency-key'] as string | undefined;
      const known = key === undefined ? undefined : refunds.find((r) => r.idempotencyKey === key);
      if (known) return send(res, 201, refundJson(known, base));
      const p = payments.get(refundOf[1] ?? '');
      if (!p)
        return send(res, 404, { status: 404, title: 'Not Found', detail: 'No payment exists with token.' });
      const cents = (v: string) => Math.round(Number.parseFloat(v) * 100);
      const left =
        cents(p.amount.value) -
        refunds.filter((r) => r.paymentId === p.id).reduce((n, r) => n + cents(r.amount.value), 0);
      if (p.status !== 'paid' || cents(body.amount.value) > left) {
        return send(res, 422, {
          status: 422,
          title: 'Unprocessable Entity',
          detail: 'The amount is higher than the amount that can be refunded',
          field: 'amount',
        });
      }
      const refund: StandInRefund = {
        id: `re_${randomBytes(5).toString('hex')}`,
        paymentId: p.id,
        amount: body.amount,
        description: body.description,
        idempotencyKey: key,
      };
      refunds.push(refund);
      return send(res, 201, refundJson(refund, base));
    }
    const match = /^\/v2\/payments\/([\w]+)/.exec(req.url ?? '');
    if (req.method === 'GET' && match) {
      const p = payments.get(match[1] ?? '');
      if (p) return send(res, 200, mollieJson(p, base));
      return send(res, 404, {
        status: 404,
        title: 'Not Found',
        detail: `No payment exists with token ${match[1]}.`,
      });
    }
    return send(res, 404, { status: 404, title: 'Not Found', detail: 'Unknown call' });
  };
  const server: Server = createServer({ key: KEY, cert: CERT }, (req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  return {
    apiEndpoint: base,
    payments,
    refunds,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
