import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { imageUpload } from '../../domain/upload.js';
import { uploadQuota } from '../../server/routes/storage.js';
import { startTestServer, type TestServer } from './testServer.js';
import { multipart, png } from './uploadFixtures.js';

let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  ({ headers } = await server.signIn(['employee']));
});
afterAll(() => server?.close());

const upload = (content: Buffer, filename = 'avatar.png', contentType = 'image/png', auth = headers) => {
  const body = multipart(content, filename, contentType);
  return server.app.inject({ method: 'POST', url: '/api/storage/upload', payload: body.payload, headers: { ...auth, ...body.headers } });
};

describe('POST /storage/upload', () => {
  test('takes a day\'s quota of files from an account: a few from a visitor, more from staff', async () => {
    const visitor = (await server.signIn(['visitor'])).headers;
    for (let n = 1; n <= uploadQuota.visitor; n++) expect((await upload(png, 'avatar.png', 'image/png', visitor)).statusCode).toBe(201);
    const refused = await upload(png, 'avatar.png', 'image/png', visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(`You have uploaded ${uploadQuota.visitor} files today, as many as an account may. Try again tomorrow.`);
    // Staff, who also upload contracts' files, have more.
    const staff = (await server.signIn(['employee'])).headers;
    for (let n = 1; n <= uploadQuota.visitor + 1; n++) expect((await upload(png, 'avatar.png', 'image/png', staff)).statusCode).toBe(201);
  });

  test('keeps an image and serves it back at the address it answers', async () => {
    const response = await upload(png);
    expect(response.statusCode).toBe(201);
    const { url, type, size } = response.json();
    expect(url).toMatch(/^\/api\/storage\/files\/[0-9a-f]{32}\.png$/);
    expect({ type, size }).toEqual({ type: 'image/png', size: png.length });

    const served = await server.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  test('serves a file from the database with its hash as ETag, and answers 304 to a browser holding it', async () => {
    const { url } = (await upload(png)).json();
    const served = await server.app.inject({ method: 'GET', url });
    expect(served.headers.etag).toBe(`"${createHash('sha256').update(png).digest('hex')}"`);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const name = url.split('/').pop();
    const [row] = (await server.database.pool.query('SELECT size, type, bytes FROM uploads WHERE name = $1', [name])).rows;
    expect(row).toMatchObject({ size: png.length, type: 'image/png' });
    expect((row.bytes as Buffer).equals(png)).toBe(true);
    const again = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  test('recognises the type by the content, not the name', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    const named = await upload(jpeg, 'photo.png', 'image/png');
    expect(named.statusCode).toBe(201);
    expect(named.json()).toMatchObject({ type: 'image/jpeg', url: expect.stringMatching(/\.jpg$/) });

    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
    expect((await upload(webp, 'x.webp', 'image/webp')).json().type).toBe('image/webp');
    expect((await upload(Buffer.from('GIF89a...'), 'x.gif', 'image/gif')).json().type).toBe('image/gif');

    for (const [content, name, type] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'avatar.png', 'image/png'],
      [Buffer.from('<html><body>hello</body></html>'), 'page.jpg', 'image/jpeg'],
      [Buffer.from('%PDF-1.7'), 'contract.gif', 'image/gif'],
    ] as const) {
      const refused = await upload(content, name, type);
      expect(refused.statusCode, name).toBe(415);
      expect(refused.json()).toEqual({ error: 'Only PNG, JPEG, WebP or GIF images can be uploaded.', code: 'UNSUPPORTED_FILE_TYPE' });
    }
  });

  test('refuses a file over 2 MB with a clear message', async () => {
    const large = Buffer.concat([png, Buffer.alloc(imageUpload.maxBytes)]);
    const response = await upload(large);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', error: 'The file is too large: an image may be at most 2 MB.' });
    // Exactly at the limit is accepted.
    const atLimit = Buffer.concat([png, Buffer.alloc(imageUpload.maxBytes - png.length)]);
    expect((await upload(atLimit)).statusCode).toBe(201);
  });

  test('needs a signed-in account, multipart and a file', async () => {
    expect((await upload(png, 'a.png', 'image/png', {})).statusCode).toBe(401);
    const json = await server.app.inject({ method: 'POST', url: '/api/storage/upload', headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('Send the file as multipart/form-data.');
  });

  test('answers 404 for a file that does not exist, and refuses paths that are not file names', async () => {
    expect((await server.app.inject({ method: 'GET', url: `/api/storage/files/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/storage/files/..%2F..%2Fjwt-secret' })).statusCode).toBe(400);
  });
});
