import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { imageUpload, uploadedFileName, type ImageType } from '../../domain/upload.js';
import type { Db } from '../db/client.js';
import { uploads } from '../db/schema.js';
import { sniffImageType } from './imageType.js';

export interface StoredUpload {
  type: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Keeps a file under its new name; a name is never reused, so a clash is an error. Images come from
 * `POST /storage/upload`; a signed quote's PDF is stored by its acceptance, in the same transaction.
 */
export async function storeUpload(db: Pick<Db, 'insert'>, upload: { name: string; type: ImageType | 'application/pdf'; bytes: Buffer; uploader?: string }) {
  await db.insert(uploads).values({
    name: upload.name,
    type: upload.type,
    size: upload.bytes.length,
    sha256: sha256Of(upload.bytes),
    bytes: upload.bytes,
    uploader: upload.uploader,
  });
}

/** The file stored under `name`, or undefined. */
export async function readUpload(db: Db, name: string): Promise<StoredUpload | undefined> {
  const [found] = await db
    .select({ type: uploads.type, size: uploads.size, sha256: uploads.sha256, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.name, name));
  return found;
}

/** The note left in the uploads folder once its files have moved in. */
export const movedNoteName = 'MOVED-TO-DATABASE.txt';
const movedNote =
  'The files of this folder are now kept in the database (docs/server.md#uploads). Each one was copied in,\n' +
  'read back and compared by its SHA-256 before it was removed here. Files left here were not moved: their\n' +
  'names or contents are not those of an upload; the server never serves them.\n';

/**
 * Moves the files of the uploads folder that servers kept before into the database: each is inserted unless its
 * name is there already (so two servers starting together, or a start after a crash, move each once), read back,
 * compared by its hash and only then removed from the folder. Anything that is not an upload's name and image is
 * left where it is. Answers how many files moved.
 */
export async function moveUploadFolderIn(db: Db, uploadDir: string): Promise<number> {
  const names = await readdir(uploadDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let moved = 0;
  for (const name of names.filter((name) => uploadedFileName.test(name))) {
    const path = join(uploadDir, name);
    // Another server starting together may have moved it meanwhile.
    const bytes = await readFile(path).catch(() => undefined);
    if (!bytes) continue;
    const type = sniffImageType(bytes);
    if (!type || bytes.length > imageUpload.maxBytes) continue;
    const sha256 = sha256Of(bytes);
    await db.insert(uploads).values({ name, type, size: bytes.length, sha256, bytes }).onConflictDoNothing();
    const stored = await readUpload(db, name);
    if (stored?.sha256 !== sha256) continue;
    await rm(path, { force: true });
    moved++;
  }
  if (moved > 0) await writeFile(join(uploadDir, movedNoteName), movedNote);
  return moved;
}
