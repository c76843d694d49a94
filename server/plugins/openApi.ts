import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route, built from the routes' zod schemas: `/api/docs` (UI) and `/api/docs/json`. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Renovation back office API',
          description: 'The API of the back office: CRM, projects, marketing, staff and administration.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    // The UI's own policy (hashes for its inline scripts) without `upgrade-insecure-requests`, which made a browser
    // fetch its files over HTTPS from a server reached over plain HTTP on a LAN address (see app.ts).
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (policy) => policy.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'open-api' },
);
