import ExifReader from 'exifreader';
import { describe, expect, test } from 'vitest';
import { withoutLocation } from '../../server/storage/locationMetadata.js';
import { cameraExif, jpeg, png, pngChunk, webp, withExif } from '../api/uploadFixtures.js';

// What a photo's metadata says once stored, read by a library of its own rather than by our code.
const tagsOf = (bytes: Buffer) => ExifReader.load(bytes, { expanded: true });

const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="43,39.2N"/></rdf:RDF></x:xmpmeta>';

function jpegWithXmp(image: Buffer) {
  const body = Buffer.from(`http://ns.adobe.com/xap/1.0/\0${xmp}`, 'latin1');
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([image.subarray(0, 2), header, body, image.subarray(2)]);
}

describe('withoutLocation', () => {
  for (const [format, type, image] of [
    ['JPEG', 'image/jpeg', jpeg],
    ['PNG', 'image/png', png],
    ['WebP', 'image/webp', webp],
  ] as const) {
    test(`empties a ${format}'s GPS data and keeps its orientation and the rest of its EXIF`, () => {
      const photo = withExif(image, cameraExif());
      const before = tagsOf(photo);
      expect(before.gps).toMatchObject({ Latitude: expect.closeTo(43.6534, 3), Longitude: expect.closeTo(-79.3824, 3) });

      const stored = withoutLocation(photo, type);
      const after = tagsOf(stored);
      expect(after.gps).toBeUndefined();
      expect(after.exif?.GPSLatitude).toBeUndefined();
      expect(after.exif?.Orientation?.value).toBe(6);
      expect(after.exif?.Make?.description).toBe('Cam');
      // Nothing else moved: the same length, and the photo given is left as it was.
      expect(stored.length).toBe(photo.length);
      expect(tagsOf(photo).gps).toBeDefined();
    });
  }

  test("drops the XMP of a JPEG, which may repeat where it was taken, and keeps the picture's bytes", () => {
    const photo = jpegWithXmp(withExif(jpeg, cameraExif()));
    expect(photo.includes('GPSLatitude')).toBe(true);
    const stored = withoutLocation(photo, 'image/jpeg');
    expect(stored.includes('GPSLatitude')).toBe(false);
    expect(stored.includes('http://ns.adobe.com/xap/1.0/')).toBe(false);
    expect(tagsOf(stored).exif?.Orientation?.value).toBe(6);
    // The scan (from the start-of-scan marker on) is untouched.
    const scan = (bytes: Buffer) => bytes.subarray(bytes.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(stored).equals(scan(photo))).toBe(true);
  });

  test('drops a PNG\'s XMP text and a WebP\'s XMP chunk, and the WebP says it has none', () => {
    const xmpText = Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'), Buffer.from(xmp)]);
    const pngPhoto = Buffer.concat([png.subarray(0, 33), pngChunk('iTXt', xmpText), png.subarray(33)]);
    const pngStored = withoutLocation(pngPhoto, 'image/png');
    expect(pngStored.includes('GPSLatitude')).toBe(false);
    expect(pngStored.equals(png)).toBe(true);

    const xmpChunk = Buffer.concat([Buffer.from('XMP ', 'latin1'), Buffer.alloc(4), Buffer.from(xmp), Buffer.alloc(xmp.length % 2)]);
    xmpChunk.writeUInt32LE(xmp.length, 4);
    const webpPhoto = Buffer.concat([webp, xmpChunk]);
    webpPhoto.writeUInt32LE(webpPhoto.length - 8, 4);
    webpPhoto[20] |= 0x04;
    const webpStored = withoutLocation(webpPhoto, 'image/webp');
    expect(webpStored.includes('GPSLatitude')).toBe(false);
    expect(webpStored.equals(webp)).toBe(true);
  });

  test('leaves a photo without EXIF, a GIF, a PDF and damaged EXIF as they are', () => {
    expect(withoutLocation(jpeg, 'image/jpeg').equals(jpeg)).toBe(true);
    const pdf = Buffer.from('%PDF-1.7\n%GPS');
    expect(withoutLocation(pdf, 'application/pdf').equals(pdf)).toBe(true);
    const gif = Buffer.from('GIF89a...');
    expect(withoutLocation(gif, 'image/gif').equals(gif)).toBe(true);
    // A GPS pointer past the end of the EXIF.
    const damaged = cameraExif();
    damaged.writeUInt32LE(5000, 42);
    const photo = withExif(jpeg, damaged);
    expect(withoutLocation(photo, 'image/jpeg').equals(photo)).toBe(true);
  });
});
