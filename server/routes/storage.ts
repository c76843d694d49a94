import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaff } from '../../domain/access.js';
import { imageUpload, uploadedFileName, uploadedFilePath, type UploadedFile } from '../../domain/upload.js';
import { countFailure, recentFailures } from '../auth/loginThrottle.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { ApiError, badRequest, notFound, tooManyRequests } from '../http/apiError.js';
import { sniffImageType } from '../storage/imageType.js';
import { readUpload, storeUpload } from '../storage/uploadStore.js';
import type { UploadOwners } from '../storage/uploadOwners.js';

const megabytes = imageUpload.maxBytes / (1024 * 1024);
const fileTooLarge = () => new ApiError(413, 'FILE_TOO_LARGE', `The file is too large: an image may be at most ${megabytes} MB.`);
const unsupportedType = () => new ApiError(415, 'UNSUPPORTED_FILE_TYPE', 'Only PNG, JPEG, WebP or GIF images can be uploaded.');

/**
 * Uploads a day per account: staff upload avatars and projects' photos and documents; a visitor, who sees nothing of the
 * business, only their own picture. Counted in the table that counts sign-in failures, over a day.
 */
export const uploadQuota = { staff: 200, visitor: 5, windowMs: 24 * 3600 * 1000 } as const;

/** Refuses with 429 once the account has uploaded its quota of the day; counts this upload (a project's files too). */
export async function countUpload(db: Db, account: { _id: string; roles: readonly string[] }, clock: Clock) {
  const key = `upload|${account._id}`;
  const quota = isStaff(account.roles) ? uploadQuota.staff : uploadQuota.visitor;
  const { failures: uploads } = await recentFailures(db, key, clock, uploadQuota.windowMs);
  if (uploads >= quota) throw tooManyRequests(`You have uploaded ${quota} files today, as many as an account may. Try again tomorrow.`);
  await countFailure(db, key, clock, uploadQuota.windowMs);
}

/**
 * Uploads (docs/product.md#uploads): `POST /storage/upload` takes one image as multipart, at most 2 MB, of a type recognised by
 * its content; it is kept in the database's `uploads` table under a random name tied to its uploader (`uploadOwners`)
 * and served back at `/api/storage/files/<name>`. Files are served to anyone holding the address (an <img> sends no
 * bearer token); the random name is the guard.
 */
export const storageRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; uploadOwners: UploadOwners }> = async (app, { db, clock, uploadOwners }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: imageUpload.maxBytes, files: 1, fields: 0, parts: 1 } });

  app.post('/storage/upload', { schema: { tags: ['storage'] }, config: { access: 'account' } }, async (request, reply) => {
    if (!request.isMultipart()) throw new ApiError(415, 'NOT_MULTIPART', 'Send the file as multipart/form-data.');
    const part = await request.file();
    if (!part) throw badRequest('Choose a file to upload.');
    await countUpload(db, request.account, clock);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
      throw error;
    }
    const type = sniffImageType(bytes);
    if (!type) throw unsupportedType();
    const name = uploadOwners.newName(request.account._id, imageUpload.types[type]);
    await storeUpload(db, { name, type, bytes, uploader: request.account._id });
    request.log.info({ account: request.account._id, name, type, size: bytes.length }, 'file uploaded');
    const uploaded: UploadedFile = { url: `${uploadedFilePath}${name}`, type, size: bytes.length };
    return reply.status(201).send(uploaded);
  });

  app.get(
    '/storage/files/:name',
    {
      schema: { tags: ['storage'], params: z.object({ name: z.string().regex(uploadedFileName, { error: 'No such file' }) }) },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const found = await readUpload(db, request.params.name);
      if (!found) throw notFound('The file');
      const etag = `"${found.sha256}"`;
      // A file's name never changes its content.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(found.type).header('Content-Length', found.size).send(found.bytes);
    },
  );
};
