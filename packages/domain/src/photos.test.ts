import { describe, expect, it } from 'vitest';
import {
  heicSignatureLength,
  isHeicSignature,
  stripJpegLocation,
  stripPngLocation,
} from './photos';

type ByteOrder = 'II' | 'MM';

const bytesOf = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

function uint16(value: number, order: ByteOrder): number[] {
  const bytes = [value >> 8, value & 0xff];
  return order === 'II' ? bytes.reverse() : bytes;
}

function uint32(value: number, order: ByteOrder): number[] {
  const bytes = [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
  return order === 'II' ? bytes.reverse() : bytes;
}

const rationals = (order: ByteOrder, values: number[][]) =>
  values.flatMap(([numerator = 0, denominator = 1]) => [
    ...uint32(numerator, order),
    ...uint32(denominator, order),
  ]);

const tiffTypes = { byte: 1, ascii: 2, short: 3, long: 4, rational: 5 } as const;

interface Entry {
  tag: number;
  type: keyof typeof tiffTypes;
  count: number;
  /** The 4 value bytes: the value itself, or where it is stored. */
  value: number[];
}

function ifd(order: ByteOrder, entries: Entry[], next: number): number[] {
  return [
    ...uint16(entries.length, order),
    ...entries.flatMap(({ tag, type, count, value }) => [
      ...uint16(tag, order),
      ...uint16(tiffTypes[type], order),
      ...uint32(count, order),
      ...value,
    ]),
    ...uint32(next, order),
  ];
}

/** A value inline in its entry: a SHORT sits in the entry's first two bytes. */
const shortValue = (value: number, order: ByteOrder) => [...uint16(value, order), 0, 0];

const orientationTag = 0x0112;
const gpsInfoTag = 0x8825;
const latitude = [
  [28, 1],
  [36, 1],
  [5123, 100],
];
const longitude = [
  [77, 1],
  [12, 1],
  [4567, 100],
];

/**
 * An Exif TIFF block laid out as phones write it: IFD0 (Make out of line,
 * Orientation 6, GPSInfo, XPComment), IFD1 (a thumbnail's Compression), the
 * GPS IFD with latitude and longitude as rationals stored out of line, then
 * the values.
 */
function exifTiff(order: ByteOrder, { withGps = true } = {}) {
  const ifd0At = 8;
  const ifd0Count = withGps ? 4 : 3;
  const ifd1At = ifd0At + 2 + ifd0Count * 12 + 4;
  const gpsAt = ifd1At + 2 + 12 + 4;
  const gpsLength = withGps ? 2 + 5 * 12 + 4 : 0;
  const makeAt = gpsAt + gpsLength;
  const latitudeAt = makeAt + 6;
  const longitudeAt = latitudeAt + 24;
  const ifd0Entries: Entry[] = [
    { tag: 0x010f, type: 'ascii', count: 6, value: uint32(makeAt, order) },
    { tag: orientationTag, type: 'short', count: 1, value: shortValue(6, order) },
    ...(withGps
      ? [{ tag: gpsInfoTag, type: 'long', count: 1, value: uint32(gpsAt, order) } as const]
      : []),
    { tag: 0x9c9c, type: 'byte', count: 4, value: [1, 2, 3, 4] },
  ];
  const gpsEntries: Entry[] = [
    { tag: 0x0000, type: 'byte', count: 4, value: [2, 2, 0, 0] },
    { tag: 0x0001, type: 'ascii', count: 2, value: [...bytesOf('N'), 0, 0, 0] },
    { tag: 0x0002, type: 'rational', count: 3, value: uint32(latitudeAt, order) },
    { tag: 0x0003, type: 'ascii', count: 2, value: [...bytesOf('E'), 0, 0, 0] },
    { tag: 0x0004, type: 'rational', count: 3, value: uint32(longitudeAt, order) },
  ];
  return [
    ...bytesOf(order),
    ...uint16(42, order),
    ...uint32(ifd0At, order),
    ...ifd(order, ifd0Entries, ifd1At),
    ...ifd(order, [{ tag: 0x0103, type: 'short', count: 1, value: shortValue(6, order) }], 0),
    ...(withGps ? ifd(order, gpsEntries, 0) : []),
    ...bytesOf('Phone\0'),
    ...(withGps ? [...rationals(order, latitude), ...rationals(order, longitude)] : []),
  ];
}

const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  ...uint16(payload.length + 2, 'MM'),
  ...payload,
];

const exifSegment = (tiff: number[]) => segment(0xe1, [...bytesOf('Exif\0\0'), ...tiff]);

/** SOI, a JFIF APP0, the Exif APP1, a quantisation table, then the scan and EOI. */
function jpeg(app1: number[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0xff,
    0xd8,
    ...segment(0xe0, [...bytesOf('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...app1,
    ...segment(0xdb, [0, ...new Array(64).fill(1)]),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    0x12,
    0x34,
    0xff,
    0xd9,
  ]);
}

const tiffStartInJpeg = 2 + 18 + 4 + 6;

interface ReadEntry {
  type: number;
  count: number;
  valueAt: number;
}

/** Reads an IFD the way an Exif reader does: tag to entry, and the offset of the next IFD. */
function readIfd(tiff: Uint8Array, at: number) {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  const count = view.getUint16(at, little);
  const entries = new Map<number, ReadEntry>();
  const tags: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const entryAt = at + 2 + index * 12;
    const tag = view.getUint16(entryAt, little);
    tags.push(tag);
    entries.set(tag, {
      type: view.getUint16(entryAt + 2, little),
      count: view.getUint32(entryAt + 4, little),
      valueAt: entryAt + 8,
    });
  }
  return {
    tags,
    entries,
    next: view.getUint32(at + 2 + count * 12, little),
    uint16: (valueAt: number) => view.getUint16(valueAt, little),
    uint32: (valueAt: number) => view.getUint32(valueAt, little),
  };
}

const ifd0Of = (tiff: Uint8Array) =>
  readIfd(tiff, new DataView(tiff.buffer, tiff.byteOffset).getUint32(4, tiff[0] === 0x49));

const containsRun = (haystack: Uint8Array, needle: number[]) =>
  haystack.some((_, start) => needle.every((byte, index) => haystack[start + index] === byte));

describe('isHeicSignature', () => {
  const ftyp = (major: string, compatible: string[], boxSize = 16 + 4 * compatible.length) =>
    new Uint8Array([
      ...uint32(boxSize, 'MM'),
      ...bytesOf('ftyp'),
      ...bytesOf(major),
      0,
      0,
      0,
      0,
      ...compatible.flatMap(bytesOf),
    ]);

  it('recognises an iPhone photo by its first heicSignatureLength bytes', () => {
    const iphone = ftyp('heic', ['mif1', 'MiHE', 'miaf', 'MiHB', 'heic']);
    expect(isHeicSignature(iphone.subarray(0, heicSignatureLength))).toBe(true);
  });

  it('recognises each HEVC and HEIF brand as the major brand', () => {
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif']) {
      expect(isHeicSignature(ftyp(brand, [])), brand).toBe(true);
    }
  });

  it('recognises a HEIC brand among the compatible ones', () => {
    expect(isHeicSignature(ftyp('MiHE', ['miaf', 'heic']))).toBe(true);
  });

  it('refuses AVIF, which names mif1 too but is AV1-coded', () => {
    expect(isHeicSignature(ftyp('avif', ['avif', 'mif1', 'miaf']))).toBe(false);
    expect(isHeicSignature(ftyp('mif1', ['avif', 'miaf']))).toBe(false);
  });

  it('refuses other ISO-BMFF files, and brands past the box or past the bytes given', () => {
    expect(isHeicSignature(ftyp('isom', ['iso2', 'avc1', 'mp41']))).toBe(false);
    expect(isHeicSignature(ftyp('isom', ['mp41', 'heic'], 20))).toBe(false);
    const late = ftyp('isom', ['iso2', 'avc1', 'mp41', 'iso6', 'heic']);
    expect(isHeicSignature(late)).toBe(true);
    expect(isHeicSignature(late.subarray(0, heicSignatureLength))).toBe(false);
  });

  it('refuses JPEG, PNG, PDF, short and malformed boxes', () => {
    expect(isHeicSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0, 0, 0, 0, 0, 0]))).toBe(
      false,
    );
    expect(isHeicSignature(new Uint8Array(bytesOf('%PDF-1.7\n%abcdefghijklmnop')))).toBe(false);
    expect(isHeicSignature(new Uint8Array())).toBe(false);
    expect(isHeicSignature(ftyp('heic', []).subarray(0, 11))).toBe(false);
    expect(isHeicSignature(ftyp('heic', [], 1))).toBe(false);
    expect(isHeicSignature(ftyp('heic', [], 0))).toBe(false);
  });
});

describe('stripJpegLocation', () => {
  for (const order of ['II', 'MM'] as const) {
    describe(`in ${order === 'II' ? 'Intel (little-endian)' : 'Motorola (big-endian)'} byte order`, () => {
      const original = jpeg(exifSegment(exifTiff(order)));
      const originalCopy = original.slice();
      const stripped = stripJpegLocation(original);
      const tiff = stripped.subarray(tiffStartInJpeg);

      it('leaves readers no GPS IFD, keeping the file length and the input as it was', () => {
        expect(stripped).not.toBe(original);
        expect(stripped).toHaveLength(original.length);
        expect(original).toEqual(originalCopy);
        const ifd0 = ifd0Of(tiff);
        expect(ifd0.entries.has(gpsInfoTag)).toBe(false);
        expect(ifd0.tags).toEqual([0x010f, orientationTag, 0x9c9c]);
      });

      it('zeroes the GPS IFD and the coordinates it stored out of line', () => {
        const originalTiff = original.subarray(tiffStartInJpeg);
        const originalIfd0 = ifd0Of(originalTiff);
        const gpsEntry = originalIfd0.entries.get(gpsInfoTag);
        if (!gpsEntry) throw new Error('the sample has no GPS IFD');
        const gpsAt = originalIfd0.uint32(gpsEntry.valueAt);
        expect(readIfd(originalTiff, gpsAt).tags).toEqual([0, 1, 2, 3, 4]);
        expect(Array.from(tiff.subarray(gpsAt, gpsAt + 66))).toEqual(new Array(66).fill(0));
        expect(containsRun(originalTiff, rationals(order, latitude))).toBe(true);
        expect(containsRun(tiff, rationals(order, latitude))).toBe(false);
        expect(containsRun(tiff, rationals(order, longitude))).toBe(false);
      });

      it('keeps the orientation, the other tags and the thumbnail IFD', () => {
        const ifd0 = ifd0Of(tiff);
        const orientation = ifd0.entries.get(orientationTag);
        expect(orientation && ifd0.uint16(orientation.valueAt)).toBe(6);
        const make = ifd0.entries.get(0x010f);
        const makeAt = make ? ifd0.uint32(make.valueAt) : -1;
        expect(String.fromCharCode(...tiff.subarray(makeAt, makeAt + 5))).toBe('Phone');
        const comment = ifd0.entries.get(0x9c9c);
        expect(comment && Array.from(tiff.subarray(comment.valueAt, comment.valueAt + 4))).toEqual([
          1, 2, 3, 4,
        ]);
        expect(readIfd(tiff, ifd0.next).tags).toEqual([0x0103]);
      });

      it('changes nothing outside the Exif segment', () => {
        const exifEnd = tiffStartInJpeg + exifTiff(order).length;
        expect(stripped.subarray(0, tiffStartInJpeg)).toEqual(
          original.subarray(0, tiffStartInJpeg),
        );
        expect(stripped.subarray(exifEnd)).toEqual(original.subarray(exifEnd));
      });
    });
  }

  it('answers the very same bytes when there is no GPS data', () => {
    const withoutGps = jpeg(exifSegment(exifTiff('II', { withGps: false })));
    expect(stripJpegLocation(withoutGps)).toBe(withoutGps);
    const withoutExif = jpeg([]);
    expect(stripJpegLocation(withoutExif)).toBe(withoutExif);
  });

  it('answers the input unchanged when the Exif data points outside its segment', () => {
    for (const order of ['II', 'MM'] as const) {
      const tiff = exifTiff(order);
      const gpsEntryAt = 8 + 2 + 2 * 12;
      const beyond = uint32(tiff.length + 100, order);
      const gpsIfdOutside = [...tiff];
      gpsIfdOutside.splice(gpsEntryAt + 8, 4, ...beyond);
      const badGpsIfd = jpeg(exifSegment(gpsIfdOutside));
      expect(stripJpegLocation(badGpsIfd)).toBe(badGpsIfd);

      const gpsAt = new DataView(new Uint8Array(tiff).buffer).getUint32(
        gpsEntryAt + 8,
        order === 'II',
      );
      const latitudeEntryAt = gpsAt + 2 + 2 * 12;
      const valueOutside = [...tiff];
      valueOutside.splice(latitudeEntryAt + 8, 4, ...beyond);
      const badValue = jpeg(exifSegment(valueOutside));
      expect(stripJpegLocation(badValue)).toBe(badValue);
    }
  });

  it('answers the input unchanged for a bad TIFF header or an Exif segment cut short', () => {
    const tiff = exifTiff('MM');
    const badOrder = jpeg(exifSegment([...bytesOf('XX'), ...tiff.slice(2)]));
    expect(stripJpegLocation(badOrder)).toBe(badOrder);
    const full = jpeg(exifSegment(tiff));
    const cut = full.slice(0, tiffStartInJpeg + tiff.length - 10);
    expect(stripJpegLocation(cut)).toBe(cut);
    const notJpeg = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(stripJpegLocation(notJpeg)).toBe(notJpeg);
    expect(stripJpegLocation(new Uint8Array())).toHaveLength(0);
  });

  it('never throws or changes the length, whatever byte is damaged or wherever the file ends', () => {
    const sample = jpeg(exifSegment(exifTiff('II')));
    for (let length = 0; length < sample.length; length += 1) {
      expect(stripJpegLocation(sample.subarray(0, length))).toHaveLength(length);
    }
    for (let at = 0; at < sample.length; at += 1) {
      for (const value of [0x00, 0x01, 0x7f, 0xff]) {
        const damaged = sample.slice();
        damaged[at] = value;
        expect(stripJpegLocation(damaged)).toHaveLength(sample.length);
      }
    }
  });
});

describe('stripPngLocation', () => {
  const chunk = (type: string, data: number[]) => [
    ...uint32(data.length, 'MM'),
    ...bytesOf(type),
    ...data,
    0xde,
    0xad,
    0xbe,
    0xef,
  ];
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const header = chunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const data = chunk('IDAT', [0x78, 0x9c, 1, 2, 3]);
  const end = chunk('IEND', []);

  it('drops the eXIf chunk and keeps every other byte', () => {
    const png = new Uint8Array([
      ...signature,
      ...header,
      ...chunk('eXIf', exifTiff('MM')),
      ...data,
      ...end,
    ]);
    expect(stripPngLocation(png)).toEqual(
      new Uint8Array([...signature, ...header, ...data, ...end]),
    );
  });

  it('keeps what follows IEND', () => {
    const png = new Uint8Array([
      ...signature,
      ...header,
      ...data,
      ...chunk('eXIf', exifTiff('II')),
      ...end,
      1,
      2,
    ]);
    expect(stripPngLocation(png)).toEqual(
      new Uint8Array([...signature, ...header, ...data, ...end, 1, 2]),
    );
  });

  it('answers the very same bytes without an eXIf chunk', () => {
    const png = new Uint8Array([...signature, ...header, ...data, ...end]);
    expect(stripPngLocation(png)).toBe(png);
  });

  it('answers the input unchanged when its chunks run past the end or IEND is missing', () => {
    const withExif = [...signature, ...header, ...chunk('eXIf', exifTiff('MM')), ...data, ...end];
    for (const cutBytes of [end.length, end.length + 2]) {
      const cut = new Uint8Array(withExif.slice(0, withExif.length - cutBytes));
      expect(stripPngLocation(cut)).toBe(cut);
    }
    const overlong = new Uint8Array(withExif);
    const dataAt = signature.length + header.length + 12 + exifTiff('MM').length;
    overlong.set(uint32(0x7fffffff, 'MM'), dataAt);
    expect(stripPngLocation(overlong)).toBe(overlong);
    const notPng = new Uint8Array([0xff, 0xd8, 0xff]);
    expect(stripPngLocation(notPng)).toBe(notPng);
  });
});
