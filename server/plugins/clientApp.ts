import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/apiError.js';

/**
 * Serves the built app from `clientDir` with history fallback: a deep link such as /crm/customers answers
 * index.html and the app's router takes it from there. Unknown /api paths stay JSON 404s.
 */
export const clientAppPlugin = fp<{ clientDir?: string }>(
  async (app: FastifyInstance, { clientDir }) => {
    const servesClient = Boolean(clientDir && existsSync(join(clientDir, 'index.html')));
    if (servesClient) {
      await app.register(fastifyStatic, {
        root: clientDir!,
        wildcard: false,
        index: false,
        // The build's Brotli and gzip copies (scripts/precompress.ts), to browsers that accept them.
        preCompressed: true,
        // Hashed assets never change; index.html must be fetched fresh to pick up a new build.
        setHeaders: (reply, path) =>
          reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      if (!servesClient || path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
        throw notFound(`${request.method} ${path}`);
      }
      if (/\.[a-z0-9]+$/i.test(path)) throw notFound(`The file ${path}`);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'client-app' },
);
