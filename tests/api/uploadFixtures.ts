import { crc32 } from 'node:zlib';

/** The smallest valid PNG: one transparent pixel. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body holding one file, as a browser's upload sends it, with its content type header. */
export function multipart(content: Buffer, filename: string, contentType: string) {
  const boundary = '----upload-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small photo as a browser's canvas writes it (JFIF, an ICC profile), without EXIF. */
export const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAA' +
  'ABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1' +
  'AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAP' +
  'KnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/' +
  '2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFS' +
  'ZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAA' +
  'AAAAAAAAAAAAAAAAAAX/xAAiEAAABQQBBQAAAAAAAAAAAAABAgMEEgAFERRRBhMxMpH/xAAUAQEAAAAAAAAAAAAAAAAAAAAF/8QAGhEAAQUBAA' +
  'AAAAAAAAAAAAAAEgACESFRE//aAAwDAQACEQMRAD8AqdOWhvddjYOqXtRjAQDznkB4p1HaG9q19c6pu7KUxAfGOADmpSDpw2lrrqpS9oHEuflF' +
  '3ThzHYXVVj6zOJsfaINnMYvUqLzKaxf/2Q==',
  'base64',
);

/** The same as an extended WebP (VP8X with an ICC profile), without EXIF. */
export const webp = Buffer.from(
  'UklGRjICAABXRUJQVlA4WAoAAAAgAAAADwAACwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAA' +
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAA' +
  'ABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1' +
  'AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAP' +
  'KnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZW' +
  'UDggRAAAANABAJ0BKhAADAACgEIlsAJ0APDLnGoAAP7L/In+P8uk9H3sSD8Rv35z4HvcZI33iIhjM07sTIfdwWpGc+scGX4NbsAA',
  'base64',
);

/** A multipart/form-data body of form fields and then files, as the browser sends a form, with its content type header. */
export function multipartForm(fields: Record<string, string>, files: { content: Buffer; filename: string; contentType: string }[]) {
  const boundary = '----form-boundary';
  const parts = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...files.flatMap(({ content, filename, contentType }) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * EXIF (a little-endian TIFF structure) as a phone's camera writes it: IFD0 with the orientation (6: turned a quarter
 * clockwise) and the camera's make, and a GPS directory with where the photo was taken (43°39'12.34" N, 79°22'56.78" W).
 */
export function cameraExif() {
  const tiff = Buffer.alloc(152);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: (slot: number) => void) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    value(at + 8);
  };
  // IFD0 at 8: three entries, then no next directory.
  tiff.writeUInt16LE(3, 8);
  entry(10, 0x010f, 2, 4, (slot) => tiff.write('Cam\0', slot, 'latin1'));
  entry(22, 0x0112, 3, 1, (slot) => tiff.writeUInt16LE(6, slot));
  entry(34, 0x8825, 4, 1, (slot) => tiff.writeUInt32LE(50, slot));
  // The GPS directory at 50: four entries, then no next directory; the rationals follow it at 104 and 128.
  tiff.writeUInt16LE(4, 50);
  entry(52, 0x0001, 2, 2, (slot) => tiff.write('N\0', slot, 'latin1'));
  entry(64, 0x0002, 5, 3, (slot) => tiff.writeUInt32LE(104, slot));
  entry(76, 0x0003, 2, 2, (slot) => tiff.write('W\0', slot, 'latin1'));
  entry(88, 0x0004, 5, 3, (slot) => tiff.writeUInt32LE(128, slot));
  const rationals = (at: number, values: [number, number][]) =>
    values.forEach(([numerator, denominator], n) => {
      tiff.writeUInt32LE(numerator, at + 8 * n);
      tiff.writeUInt32LE(denominator, at + 8 * n + 4);
    });
  rationals(104, [[43, 1], [39, 1], [1234, 100]]);
  rationals(128, [[79, 1], [22, 1], [5678, 100]]);
  return tiff;
}

/** The photo with `exif` where its format keeps it: a JPEG's APP1 segment, a PNG's eXIf chunk, a WebP's EXIF chunk. */
export function withExif(image: Buffer, exif: Buffer) {
  if (image[0] === 0xff) {
    const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exif]);
    const header = Buffer.from([0xff, 0xe1, 0, 0]);
    header.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([image.subarray(0, 2), header, body, image.subarray(2)]);
  }
  // A PNG's eXIf goes after IHDR, its first chunk (8 bytes of signature, 25 of IHDR).
  if (image[0] === 0x89) return Buffer.concat([image.subarray(0, 33), pngChunk('eXIf', exif), image.subarray(33)]);
  const chunk = Buffer.alloc(8 + exif.length + (exif.length % 2));
  chunk.write('EXIF', 0, 'latin1');
  chunk.writeUInt32LE(exif.length, 4);
  exif.copy(chunk, 8);
  const result = Buffer.concat([image, chunk]);
  result.writeUInt32LE(result.length - 8, 4);
  // VP8X's flags: EXIF follows.
  result[20] |= 0x08;
  return result;
}

export function pngChunk(type: string, data: Buffer) {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}
