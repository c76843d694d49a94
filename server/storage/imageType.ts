import type { ImageType, ProjectFileType } from '../../domain/upload.js';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the file's first bytes say it is, whatever its name claims; undefined for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** A project's file type by its first bytes (docs/pm.md#photos-and-documents): an image, or a PDF plan or permit. */
export function sniffProjectFileType(bytes: Buffer): ProjectFileType | undefined {
  return sniffImageType(bytes) ?? (startsWith(bytes, ascii('%PDF-')) ? 'application/pdf' : undefined);
}
