import { randomBytes } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { ProjectFile, ProjectFileDetails, ProjectFileUpdate } from '../../domain/projectFile.js';
import { projectFileUpload, type ProjectFileType } from '../../domain/upload.js';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { recordColumns, uploads } from '../db/schema.js';
import { notFound } from '../http/apiError.js';
import { signedParts } from '../http/signedParts.js';
import { storeUpload } from '../storage/uploadStore.js';
import { customerNameOf, staffNameOf } from './computedNames.js';
import { projects } from './projects.js';
import { relatedRecordsLimit } from './recordReads.js';
import { assertCurrentVersion, nextVersion } from './recordWrites.js';

/**
 * A project's photos and documents (docs/pm.md#photos-and-documents): each names a row of `uploads`, kept apart from
 * the public files (its name starts `private-`, which the public files' address never serves) and reached through a
 * signed link that expires. `creator` uploaded it at `created_at`. Erasing the customer (docs/privacy.md) deletes the
 * upload and blanks `upload`, `file_name`, `room` and `caption`.
 */
export const projectFiles = pgTable(
  'project_files',
  {
    ...recordColumns,
    project: text('project')
      .notNull()
      .references(() => projects._id),
    upload: text('upload').references(() => uploads.name),
    file_name: text('file_name'),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    stage: text('stage').notNull().default('during'),
    room: text('room'),
    caption: text('caption'),
    location_kept: boolean('location_kept').notNull().default(false),
  },
  (t) => [index('project_files_project_idx').on(t.project, t.created_at, t._id)],
);

/** How long a file's link works: from 12 to 24 hours, the same link all through each 12 hours, so browsers cache it. */
const linkPeriodMs = 12 * 3600_000;

/**
 * Links to files' content, signed with a key of their own (`signedParts`): an <img> sends no bearer token, so the link
 * carries the file's id and when it expires, signed; the page that lists the files was read by a PM reader.
 */
export function projectFileLinks(jwtSecret: string) {
  const tokens = signedParts(jwtSecret, 'project file link', 2);
  return {
    urlOf(fileId: string, now: number) {
      const expires = (Math.floor(now / linkPeriodMs) + 2) * linkPeriodMs;
      return `/api/pm/project-files/${fileId}/content?link=${tokens.sign([fileId, String(expires / 1000)])}`;
    },
    /** Whether `link` was signed for this file and has not expired. */
    opens(fileId: string, link: string, now: number) {
      const [id, expires] = tokens.read(link) ?? [];
      return id === fileId && Number(expires) * 1000 > now;
    },
  };
}
export type ProjectFileLinks = ReturnType<typeof projectFileLinks>;

const fileFields = {
  _id: projectFiles._id,
  creator: projectFiles.creator,
  creator_name: staffNameOf('project_files.creator'),
  created_at: projectFiles.created_at,
  updated_at: projectFiles.updated_at,
  project: projectFiles.project,
  customer_name: customerNameOf('projects.customer'),
  stage: projectFiles.stage,
  room: projectFiles.room,
  caption: projectFiles.caption,
  file_name: projectFiles.file_name,
  type: projectFiles.type,
  size: projectFiles.size,
  location_kept: projectFiles.location_kept,
  upload: projectFiles.upload,
};

type FileRow = { created_at: Date; updated_at: Date; upload: string | null } & Omit<ProjectFile, 'created_at' | 'updated_at' | 'url'>;

const answerOf = ({ upload, created_at, updated_at, ...row }: FileRow, links: ProjectFileLinks, now: number): ProjectFile => ({
  ...row,
  created_at: created_at.toISOString(),
  updated_at: updated_at.toISOString(),
  url: upload ? links.urlOf(row._id, now) : null,
});

const selectFiles = (db: Db) => db.select(fileFields).from(projectFiles).innerJoin(projects, eq(projects._id, projectFiles.project));

/** A project's files, oldest first (before, during, after read in the order they were taken); 404 for no such project. */
export async function listProjectFiles(db: Db, projectId: string, links: ProjectFileLinks, now: number) {
  await assertProjectExists(db, projectId);
  const rows = await selectFiles(db)
    .where(eq(projectFiles.project, projectId))
    .orderBy(asc(projectFiles.created_at), asc(projectFiles._id))
    .limit(relatedRecordsLimit);
  return rows.map((row) => answerOf(row as FileRow, links, now));
}

/** The files of every project of a customer, newest project first and each project's files oldest first. */
export async function listCustomerProjectFiles(db: Db, customerId: string, links: ProjectFileLinks, now: number) {
  const rows = await selectFiles(db)
    .where(eq(projects.customer, customerId))
    .orderBy(desc(projects.created_at), desc(projects._id), asc(projectFiles.created_at), asc(projectFiles._id))
    .limit(relatedRecordsLimit);
  return rows.map((row) => answerOf(row as FileRow, links, now));
}

/** 404 unless the project exists (and is not in the trash). */
export async function assertProjectExists(db: Db, projectId: string) {
  const [project] = await db.select({ _id: projects._id }).from(projects).where(eq(projects._id, projectId));
  if (!project) throw notFound('Project');
}

/** Keeps one file of a project, its upload and its row in one transaction; answers it. */
export async function addProjectFile(
  db: Db,
  file: { project: string; fileName: string; type: ProjectFileType; bytes: Buffer; creator: string; details: ProjectFileDetails; locationKept: boolean },
  links: ProjectFileLinks,
  now: number,
) {
  const _id = newId();
  // A name the public files' address (`uploadedFileName`) never serves.
  const name = `private-${randomBytes(16).toString('hex')}.${projectFileUpload.types[file.type]}`;
  await db.transaction(async (tx) => {
    await storeUpload(tx, { name, type: file.type, bytes: file.bytes, uploader: file.creator });
    await tx.insert(projectFiles).values({
      _id,
      creator: file.creator,
      project: file.project,
      upload: name,
      file_name: file.fileName,
      type: file.type,
      size: file.bytes.length,
      stage: file.details.stage,
      room: file.details.room ?? null,
      caption: file.details.caption ?? null,
      location_kept: file.locationKept,
    });
  });
  return getProjectFile(db, _id, links, now);
}

export async function getProjectFile(db: Db, fileId: string, links: ProjectFileLinks, now: number) {
  const [row] = await selectFiles(db).where(eq(projectFiles._id, fileId));
  if (!row) throw notFound('The file');
  return answerOf(row as FileRow, links, now);
}

/** Saves a file's stage, room and caption; refused like any record's edit when it was changed since it was read. */
export async function updateProjectFile(db: Db, { _id, updated_at: readAt, ...changes }: ProjectFileUpdate, links: ProjectFileLinks, now: number) {
  await db.transaction(async (tx) => {
    const [stored] = await tx.select({ updated_at: projectFiles.updated_at }).from(projectFiles).where(eq(projectFiles._id, _id)).for('update');
    if (!stored) throw notFound('The file');
    assertCurrentVersion(readAt, stored.updated_at, {
      missing: 'Read this file again before changing it: an edit names the version it was read at (updated_at).',
      stale: 'This file was changed by someone else after you opened it. Reload it and apply your changes again.',
    });
    const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(values).length === 0) return;
    await tx
      .update(projectFiles)
      .set({ ...values, updated_at: nextVersion(projectFiles) })
      .where(eq(projectFiles._id, _id));
  });
  return getProjectFile(db, _id, links, now);
}

/** Deletes a file and its upload for good; the screen's Undo comes before the call (docs/pm.md#photos-and-documents). */
export async function deleteProjectFile(db: Db, fileId: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(projectFiles).where(eq(projectFiles._id, fileId)).returning({ upload: projectFiles.upload });
    if (!deleted) throw notFound('The file');
    if (deleted.upload) await tx.delete(uploads).where(eq(uploads.name, deleted.upload));
  });
}

/** The stored content of a file and the name it is shown under, or undefined. */
export async function readProjectFileContent(db: Db, fileId: string) {
  const [found] = await db
    .select({ type: uploads.type, size: uploads.size, sha256: uploads.sha256, bytes: uploads.bytes, fileName: projectFiles.file_name })
    .from(projectFiles)
    .innerJoin(uploads, eq(uploads.name, projectFiles.upload))
    .where(eq(projectFiles._id, fileId));
  return found;
}
