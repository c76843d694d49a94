import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/apiError.js';

/** The path (`customer.name`, `filters.status.0`) of the first key or string holding a NUL character, if any. */
function pathOfNul(value: unknown, root: string): string | undefined {
  // A loop rather than recursion: a body nested thousands deep must not overflow the stack.
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return path;
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot hold a NUL character (`\u0000`) in text, and refuses a statement binding one: every string a
 * request sends (path, query, JSON body), on every route, is refused here with a 400 naming its field. A body of
 * bytes (a file) is its route's to read: walking its every byte as a key ran the server out of memory.
 */
export const nulCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const path = pathOfNul(request.params, '') ?? pathOfNul(request.query, '') ?? pathOfNul(request.body, '');
      if (path === undefined) return;
      const message = 'This value holds a NUL character (\\u0000), which cannot be stored.';
      throw badRequest(`'${path || 'body'}' holds a NUL character (\\u0000), which cannot be stored.`, [{ path, message }]);
    });
  },
  { name: 'nul-characters' },
);
