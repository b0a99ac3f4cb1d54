import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/docs/json and a browsable page at /api/docs, both from the route schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Meetspace API',
        version: '1.0.0',
        description:
          'Booking, search and network calls. Every /api/v1 and /api/v2 call needs an `apiToken` header; member calls also a `profileToken`.',
      },
      components: {
        securitySchemes: {
          apiToken: { type: 'apiKey', in: 'header', name: 'apiToken' },
          profileToken: { type: 'apiKey', in: 'header', name: 'profileToken' },
        },
      },
      security: [{ apiToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
