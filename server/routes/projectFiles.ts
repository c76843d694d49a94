import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../domain/apiErrors.js';
import {
  projectFileLimits,
  projectFileRecordSchema,
  projectFileUpdateSchema,
  projectFileUploadAnswerSchema,
  projectFileUploadSchema,
  type ProjectFile,
  type RefusedProjectFile,
} from '../../domain/projectFile.js';
import { projectFileUpload } from '../../domain/upload.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { ApiError, badRequest, notFound } from '../http/apiError.js';
import {
  addProjectFile,
  assertProjectExists,
  deleteProjectFile,
  listCustomerProjectFiles,
  listProjectFiles,
  readProjectFileContent,
  updateProjectFile,
  type ProjectFileLinks,
} from '../resources/projectFiles.js';
import { answers, idParams } from '../resources/resourceRoutes.js';
import { sniffProjectFileType } from '../storage/imageType.js';
import { withoutLocation } from '../storage/locationMetadata.js';
import { countUpload } from './storage.js';

const read = { access: { area: 'pm', action: 'read' } } as const;
const write = { access: { area: 'pm', action: 'write' } } as const;
const tags = ['pm'];
const megabytes = projectFileUpload.maxBytes / (1024 * 1024);
type UploadDetails = z.output<typeof projectFileUploadSchema>;
const fileList = z.object({ files: z.array(projectFileRecordSchema) });

/** A file's name as the browser sent it, kept short and without control characters (it is shown and sent back in a header). */
const shownFileName = (name: string | undefined) =>
  // eslint-disable-next-line no-control-regex
  (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, projectFileLimits.fileName) || 'file';

const refusal = (fileName: string | null, code: RefusedProjectFile['code'], reason: string): RefusedProjectFile => ({
  file_name: fileName,
  code,
  error: fileName ? `${fileName} was not added: ${reason}` : reason,
});

/** `Content-Disposition` naming the file in any script: an ASCII fallback and the UTF-8 name (RFC 6266). */
const inlineDisposition = (fileName: string) =>
  `inline; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * A project's photos and documents (docs/pm.md#photos-and-documents): list a project's or a customer's, upload
 * several at once, change a file's stage, room and caption, delete one, and the signed link serving a file's content.
 */
export const projectFileRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; links: ProjectFileLinks }> = async (app, { db, clock, links }) => {
  // Sizes are checked file by file, so that one large photo does not refuse the others.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: projectFileUpload.maxBytes, files: projectFileUpload.maxFiles, fields: 10, fieldSize: 2000, parts: projectFileUpload.maxFiles + 10 },
  });

  app.get(
    '/pm/projects/:id/files',
    { schema: { tags, description: "The project's photos and documents, oldest first.", params: idParams, response: answers(200, fileList) }, config: read },
    async (request) => ({ files: await listProjectFiles(db, request.params.id, links, clock.now()) }),
  );

  app.get(
    '/pm/projects/customer/:customerId/files',
    {
      schema: {
        tags,
        description: "The photos and documents of every project of the customer: newest project first, each project's files oldest first.",
        params: z.object({ customerId: idParams.shape.id }),
        response: answers(200, fileList),
      },
      config: read,
    },
    async (request) => ({ files: await listCustomerProjectFiles(db, request.params.customerId, links, clock.now()) }),
  );

  app.post(
    '/pm/projects/:id/files',
    {
      schema: {
        tags,
        description:
          `Adds photos and documents to the project: multipart, the fields (stage, room, caption, keep_location) before at most ${projectFileUpload.maxFiles} files ` +
          `of at most ${megabytes} MB, each a PNG, JPEG, WebP or GIF image or a PDF recognised by its content. A photo's GPS data is removed unless keep_location is true. ` +
          'Answers the files saved (201, or 200 when none was) and, for each refused one, a sentence naming it.',
        params: idParams,
        response: answers(201, projectFileUploadAnswerSchema),
      },
      config: write,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(415, 'NOT_MULTIPART', 'Send the files as multipart/form-data.');
      await assertProjectExists(db, request.params.id);
      const fields: Record<string, string> = {};
      let details: UploadDetails | undefined;
      const files: ProjectFile[] = [];
      const refused: RefusedProjectFile[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          details ??= detailsOf(fields);
          const saved = await saveFile(part, { project: request.params.id, account: request.account, details });
          if ('error' in saved) refused.push(saved);
          else files.push(saved);
        }
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_FILES_LIMIT') throw error;
        refused.push(refusal(null, 'FILE_TOO_LARGE', `At most ${projectFileUpload.maxFiles} files are added at once: the files after the first ${projectFileUpload.maxFiles} were not added.`));
      }
      if (files.length === 0 && refused.length === 0) throw badRequest('Choose the files to add.');
      request.log.info({ account: request.account._id, project: request.params.id, saved: files.length, refused: refused.length }, 'project files uploaded');
      return reply.status(files.length > 0 ? 201 : 200).send({ files, refused });
    },
  );

  function detailsOf(fields: Record<string, string>): UploadDetails {
    const parsed = projectFileUploadSchema.safeParse({ stage: 'during', ...fields });
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => fieldError(issue.path.join('.'), issue.message));
      throw badRequest(details[0].message, details);
    }
    return parsed.data;
  }

  /** Saves one file of an upload, or answers why not; the files before and after it are saved all the same. */
  async function saveFile(part: MultipartFile, to: { project: string; account: { _id: string; roles: string[] }; details: UploadDetails }) {
    const fileName = shownFileName(part.filename);
    const bytes = await part.toBuffer();
    if (part.file.truncated) return refusal(fileName, 'FILE_TOO_LARGE', `a file may be at most ${megabytes} MB.`);
    const type = sniffProjectFileType(bytes);
    if (!type) return refusal(fileName, 'UNSUPPORTED_FILE_TYPE', 'only PNG, JPEG, WebP or GIF images and PDF documents can be added.');
    try {
      await countUpload(db, to.account, clock);
    } catch (error) {
      if (error instanceof ApiError) return refusal(fileName, error.code, error.message);
      throw error;
    }
    const { keep_location: keep, ...details } = to.details;
    const locationKept = keep === 'true';
    const stored = { project: to.project, fileName, type, bytes: locationKept ? bytes : withoutLocation(bytes, type), creator: to.account._id, details, locationKept };
    return addProjectFile(db, stored, links, clock.now());
  }

  app.put(
    '/pm/project-files',
    { schema: { tags, description: "Changes a file's stage, room or caption.", body: projectFileUpdateSchema, response: answers(200, projectFileRecordSchema) }, config: write },
    (request) => updateProjectFile(db, request.body, links, clock.now()),
  );

  app.delete(
    '/pm/project-files/:id',
    { schema: { tags, description: 'Deletes the file for good; the screens offer Undo before they call.', params: idParams }, config: write },
    async (request) => {
      await deleteProjectFile(db, request.params.id);
      return { _id: request.params.id };
    },
  );

  app.get(
    '/pm/project-files/:id/content',
    {
      schema: {
        tags,
        description: "The file's content, through the signed link its record answers (`url`): an <img> sends no token.",
        params: idParams,
        querystring: z.object({ link: z.string().max(200) }),
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      if (!links.opens(request.params.id, request.query.link, clock.now())) throw notFound('The file');
      const found = await readProjectFileContent(db, request.params.id);
      if (!found) throw notFound('The file');
      const etag = `"${found.sha256}"`;
      // The link changes every 12 hours; a browser keeps the file while its link works.
      reply.header('Cache-Control', 'private, max-age=43200').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply
        .type(found.type)
        .header('Content-Length', found.size)
        .header('Content-Disposition', inlineDisposition(found.fileName ?? 'file'))
        .send(found.bytes);
    },
  );
};
