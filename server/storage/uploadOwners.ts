import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { uploadedFileName, uploadedFilePath } from '../../domain/upload.js';

/**
 * Names of uploaded files that prove who uploaded them, so that a visitor cannot take another visitor's picture as
 * theirs: a name's 32 hex digits are 16 random ones and 16 of an HMAC of the uploader's id and those. Nothing is
 * stored; every server sharing the secret checks a name alike; the name stays as unguessable as a random one.
 */
export function uploadOwners(secret: string) {
  // A key of its own, so that a name's tag is never a value signed for another purpose.
  const key = createHmac('sha256', secret).update('uploaded file owner').digest();
  const tag = (accountId: string, random: string) => createHmac('sha256', key).update(`${accountId}:${random}`).digest().subarray(0, 8);

  return {
    /** A new file's name (without its extension's dot): random, and tied to the account uploading it. */
    newName(accountId: string, extension: string) {
      const random = randomBytes(8).toString('hex');
      return `${random}${tag(accountId, random).toString('hex')}.${extension}`;
    },

    /** Whether `url` is the address of a file this account uploaded. */
    uploadedBy(url: string, accountId: string) {
      const name = url.startsWith(uploadedFilePath) ? url.slice(uploadedFilePath.length) : '';
      if (!uploadedFileName.test(name)) return false;
      return timingSafeEqual(Buffer.from(name.slice(16, 32), 'hex'), tag(accountId, name.slice(0, 16)));
    },
  };
}

export type UploadOwners = ReturnType<typeof uploadOwners>;
