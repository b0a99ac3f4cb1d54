import { endpoint, idParams } from '@meetspace/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from './endpoint.ts';
import { registerErrorHandler } from './error-handler.ts';

const greet = endpoint({
  method: 'PUT',
  path: '/v1/thing/:id/greet',
  summary: 'Greets',
  tags: ['Test'],
  auth: 'member',
  params: idParams,
  query: z.object({ loud: z.coerce.boolean().default(false) }),
  body: z.object({ Names: z.array(z.string().min(1)).max(2) }),
  response: z.object({ Text: z.string() }),
  errors: [400, 401],
});
const open = endpoint({
  method: 'GET',
  path: '/v1/thing/open',
  summary: 'Open to visitors',
  tags: ['Test'],
  auth: 'public',
  response: z.object({ Member: z.boolean() }),
  errors: [],
});

let drains = 0;

async function testApp() {
  const app = Fastify();
  // The app's event dispatcher: a changing call drains it before answering, a read never.
  app.decorate('events', {
    drain: async () => {
      drains += 1;
      return 0;
    },
  } as never);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The member of a request: profileToken "good" is member 5.
  app.decorateRequest('member', function (this: { headers: Record<string, unknown> }) {
    return Promise.resolve(
      this.headers.profiletoken === 'good'
        ? { profileId: 5, role: 'member', languageId: 52, email: 'm@x' }
        : undefined,
    );
  });
  route(app, greet, async ({ params, query, body, actor }) => ({
    Text: `${query.loud ? 'HELLO' : 'hello'} ${body.Names.join(' & ')} from ${actor.profileId} about ${params.id}`,
  }));
  route(app, open, async ({ actor, request }) => ({
    Member: actor === undefined && (await request.member()) !== undefined,
  }));
  await app.ready();
  return app;
}

describe('route', () => {
  it('hands the handler typed, validated parts and the member', async () => {
    const app = await testApp();
    const res = await app.inject({
      method: 'PUT',
      url: '/v1/thing/7/greet?loud=1',
      headers: { profiletoken: 'good' },
      payload: { Names: ['Ann', 'Bo'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Text: 'HELLO Ann & Bo from 5 about 7' });
    expect(drains).toBeGreaterThan(0);
  });

  it('validates first (400, bracketed field paths), then needs a member (401)', async () => {
    const app = await testApp();
    const anonymous = await app.inject({ method: 'PUT', url: '/v1/thing/x/greet', payload: {} });
    expect(anonymous.statusCode).toBe(400);
    const noMember = await app.inject({ method: 'PUT', url: '/v1/thing/7/greet', payload: { Names: ['A'] } });
    expect(noMember.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'PUT',
      url: '/v1/thing/7/greet',
      headers: { profiletoken: 'good' },
      payload: { Names: ['A', ''] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([expect.objectContaining({ Field: 'Names[1]', Code: 'too_small' })]);
  });

  it('leaves the member of a public call to the handler', async () => {
    const app = await testApp();
    const before = drains;
    const res = await app.inject({ method: 'GET', url: '/v1/thing/open', headers: { profiletoken: 'good' } });
    expect(res.json()).toEqual({ Member: true });
    expect(drains).toBe(before);
  });
});
