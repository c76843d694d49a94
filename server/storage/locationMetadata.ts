import { crc32 } from 'node:zlib';
import type { ProjectFileType } from '../../domain/upload.js';

// Where a photo was taken, removed before it is stored (docs/pm.md#photos-and-documents): the GPS data of its EXIF is
// emptied where it lies, so every other byte (the orientation the browser turns the photo by, the date it was taken,
// the pixels) stays as it was; XMP, which may repeat the location, is dropped whole. Written here rather than with a
// library: the ones that write EXIF rebuild all of it (losing what they do not know), handle JPEG only, or are native.

const gpsIfdTag = 0x8825;
/** The bytes of one value of each TIFF field type (TIFF 6.0, section 2). */
const typeSizes: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };
const exifHeader = Buffer.from('Exif\0\0', 'latin1');

/**
 * Empties the GPS directory of the TIFF structure (EXIF) at `bytes[start, end)` in place: its entries and the values
 * they point at become zeros and it holds no entry, so the IFD0 pointer to it still leads to a valid, empty directory.
 * Anything malformed is left as it is.
 */
function emptyGpsDirectory(bytes: Buffer, start: number, end: number) {
  if (end - start < 8) return;
  const order = bytes.toString('latin1', start, start + 2);
  if (order !== 'II' && order !== 'MM') return;
  const little = order === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const inside = (at: number, length: number) => at >= start && length >= 0 && at + length <= end;
  if (u16(start + 2) !== 42) return;

  const ifd0 = start + u32(start + 4);
  if (!inside(ifd0, 2)) return;
  const entries = u16(ifd0);
  for (let k = 0; k < entries; k++) {
    const entry = ifd0 + 2 + 12 * k;
    if (!inside(entry, 12)) return;
    if (u16(entry) !== gpsIfdTag) continue;
    const gps = start + u32(entry + 8);
    if (!inside(gps, 2)) return;
    const gpsEntries = u16(gps);
    if (!inside(gps + 2, 12 * gpsEntries)) return;
    for (let g = 0; g < gpsEntries; g++) {
      const gpsEntry = gps + 2 + 12 * g;
      const size = (typeSizes[u16(gpsEntry + 2)] ?? 0) * u32(gpsEntry + 4);
      // Values of more than four bytes lie elsewhere, at the offset the entry holds.
      if (size > 4) {
        const value = start + u32(gpsEntry + 8);
        if (inside(value, size)) bytes.fill(0, value, value + size);
      }
      bytes.fill(0, gpsEntry, gpsEntry + 12);
    }
    bytes.fill(0, gps, gps + 2);
  }
}

/** TIFF data after an optional `Exif\0\0` header, as JPEG always and WebP and PNG writers sometimes put it. */
const tiffStart = (bytes: Buffer, start: number) => (bytes.subarray(start, start + 6).equals(exifHeader) ? start + 6 : start);

const startsWithText = (bytes: Buffer, at: number, text: string) => bytes.toString('latin1', at, at + text.length) === text;

function jpegWithoutLocation(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    // Start of scan or end of image: the rest is the picture.
    if (marker === 0xda || marker === 0xd9) break;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) break;
    const isApp1 = marker === 0xe1;
    if (isApp1 && startsWithText(bytes, at + 4, 'Exif\0\0')) {
      emptyGpsDirectory(bytes, at + 10, end);
    }
    const isXmp = isApp1 && (startsWithText(bytes, at + 4, 'http://ns.adobe.com/xap/1.0/\0') || startsWithText(bytes, at + 4, 'http://ns.adobe.com/xmp/extension/\0'));
    if (!isXmp) kept.push(bytes.subarray(at, end));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

/** PNG text chunks holding XMP, or EXIF or XMP as ImageMagick writes them (hexadecimal text). */
const locationTextKeywords = ['XML:com.adobe.xmp', 'Raw profile type exif', 'Raw profile type APP1', 'Raw profile type xmp'];

function pngWithoutLocation(bytes: Buffer): Buffer {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) break;
    const data = at + 8;
    if (type === 'eXIf') {
      emptyGpsDirectory(bytes, tiffStart(bytes, data), data + length);
      bytes.writeUInt32BE(crc32(bytes.subarray(at + 4, data + length)), data + length);
    }
    const isLocationText = ['iTXt', 'tEXt', 'zTXt'].includes(type) && locationTextKeywords.some((keyword) => startsWithText(bytes, data, `${keyword}\0`));
    if (!isLocationText) kept.push(bytes.subarray(at, end));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return Buffer.concat(kept);
}

function webpWithoutLocation(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  let droppedXmp = false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at, at + 4);
    const length = bytes.readUInt32LE(at + 4);
    // Chunks are padded to an even length.
    const end = Math.min(bytes.length, at + 8 + length + (length % 2));
    if (type === 'EXIF') emptyGpsDirectory(bytes, tiffStart(bytes, at + 8), Math.min(bytes.length, at + 8 + length));
    if (type === 'XMP ') droppedXmp = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
  }
  const chunks = Buffer.concat([...kept, bytes.subarray(at)]);
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(chunks.length + 4, 4);
  const result = Buffer.concat([header, chunks]);
  // The extended header's flags say which chunks follow: XMP no longer does.
  if (droppedXmp && result.toString('latin1', 12, 16) === 'VP8X') result[20] &= ~0x04;
  return result;
}

/**
 * The file without where it was taken: the GPS data of a JPEG's, PNG's or WebP's EXIF emptied and their XMP dropped;
 * orientation and everything else kept. GIF and PDF files are answered as they are. `bytes` itself is not changed.
 */
export function withoutLocation(bytes: Buffer, type: ProjectFileType): Buffer {
  const copy = Buffer.from(bytes);
  if (type === 'image/jpeg') return jpegWithoutLocation(copy);
  if (type === 'image/png') return pngWithoutLocation(copy);
  if (type === 'image/webp') return webpWithoutLocation(copy);
  return copy;
}
