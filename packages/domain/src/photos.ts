import { uploadAccept } from './upload-limits';

/**
 * Photos of KYC documents, prepared in the browser before upload: how far
 * they are made smaller, how a HEIC photo is recognised, and how location is
 * taken out of a JPEG or PNG without re-encoding it. Pure byte work, no DOM.
 */

/**
 * When and how a photo is re-encoded. A phone photo of a document is 3 to
 * 6 MB; below 1.5 MB a file is left as it is, since re-encoding would cost
 * legibility for little gain. 2400 px on the long side still gives an A4 page
 * filling the frame about 200 dpi, what OCR and a reviewer need for small
 * print, and an ID card far more. JPEG quality 0.85 keeps the edges of small
 * letters free of ringing (it shows from about 0.75 down) at about half the
 * bytes of the browsers' default of 0.92.
 */
export const photoCompression = {
  thresholdBytes: 1.5 * 1024 * 1024,
  maxLongSidePx: 2400,
  jpegQuality: 0.85,
} as const;

/**
 * What the file chooser offers: the upload types, and iPhones' HEIC/HEIF
 * photos, which the browser turns into JPEG before they are checked.
 */
export const documentChooserAccept = `${uploadAccept},.heic,.heif`;

/** The camera's photos: JPEG and PNG, and HEIC from iPhones, converted like a chosen one. */
export const cameraAccept = 'image/jpeg,image/png,image/heic,image/heif';

/** How many leading bytes `isHeicSignature` reads: the `ftyp` box's major brand and up to four compatible brands. */
export const heicSignatureLength = 32;

/** Brands whose pictures are HEVC-coded, what the browser's HEIC decoder reads. */
const hevcBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
/** Brands of any HEIF file, whatever codes its pictures. */
const heifBrands = new Set(['mif1', 'msf1', 'heif']);
/** AVIF also names `mif1` among its brands, but its pictures are AV1, which the HEIC decoder lacks. */
const av1Brands = new Set(['avif', 'avis']);

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * Whether a file is a HEIC/HEIF image, from its first bytes (at least
 * `heicSignatureLength` of them when the file has that many): an ISO-BMFF
 * `ftyp` box at the start whose major or compatible brands (those within
 * `firstBytes`) name HEVC or HEIF, and no AV1 brand unless an HEVC one too.
 */
export function isHeicSignature(firstBytes: Uint8Array): boolean {
  if (firstBytes.length < 12 || ascii(firstBytes, 4, 4) !== 'ftyp') return false;
  const boxSize = readUint32(firstBytes, 0, false);
  // A size of 0 or 1 (to the end, 64-bit) never opens a real ftyp box; under 16 it cannot hold its fields.
  if (boxSize < 16) return false;
  const brands = [ascii(firstBytes, 8, 4)];
  for (let at = 16; at + 4 <= Math.min(boxSize, firstBytes.length); at += 4) {
    brands.push(ascii(firstBytes, at, 4));
  }
  if (brands.some((brand) => hevcBrands.has(brand))) return true;
  if (brands.some((brand) => av1Brands.has(brand))) return false;
  return brands.some((brand) => heifBrands.has(brand));
}

function readUint16(bytes: Uint8Array, at: number, littleEndian: boolean): number {
  const first = bytes[at] ?? 0;
  const second = bytes[at + 1] ?? 0;
  return littleEndian ? first | (second << 8) : (first << 8) | second;
}

function readUint32(bytes: Uint8Array, at: number, littleEndian: boolean): number {
  const high = readUint16(bytes, littleEndian ? at + 2 : at, littleEndian);
  const low = readUint16(bytes, littleEndian ? at : at + 2, littleEndian);
  return high * 0x10000 + low;
}

const ifdEntryLength = 12;
const gpsInfoTag = 0x8825;
/** Bytes per value of each TIFF field type (BYTE, ASCII, SHORT, LONG, RATIONAL, … IFD). */
const tiffTypeSizes: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
};

interface Range {
  start: number;
  end: number;
}

const overlaps = (a: Range, b: Range) => a.start < b.end && b.start < a.end;

/** What to change in a TIFF block (Exif's) to take its GPS IFD out, or null when it has none or is malformed. */
interface GpsRemoval {
  littleEndian: boolean;
  ifd0: Range;
  /** Offset of IFD0's GPSInfo entry. */
  gpsEntry: number;
  /** The GPS IFD and every value it stores out of line. */
  gpsRanges: Range[];
}

/** Finds the GPS IFD of the TIFF block `tiff` (offsets in it count from its start). */
function findGps(tiff: Uint8Array): GpsRemoval | null {
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const littleEndian = order === 'II';
  if (tiff.length < 8 || readUint16(tiff, 2, littleEndian) !== 42) return null;

  const ifdAt = (offset: number): Range | null => {
    if (offset < 8 || offset + 2 > tiff.length) return null;
    const end = offset + 2 + readUint16(tiff, offset, littleEndian) * ifdEntryLength + 4;
    return end <= tiff.length ? { start: offset, end } : null;
  };
  const entriesOf = (ifd: Range) =>
    Array.from(
      { length: (ifd.end - ifd.start - 6) / ifdEntryLength },
      (_, index) => ifd.start + 2 + index * ifdEntryLength,
    );

  const ifd0 = ifdAt(readUint32(tiff, 4, littleEndian));
  if (!ifd0) return null;
  const gpsEntry = entriesOf(ifd0).find((at) => readUint16(tiff, at, littleEndian) === gpsInfoTag);
  if (gpsEntry === undefined) return null;
  const gpsIfd = ifdAt(readUint32(tiff, gpsEntry + 8, littleEndian));
  if (!gpsIfd || overlaps(gpsIfd, ifd0)) return null;

  const gpsRanges = [gpsIfd];
  for (const at of entriesOf(gpsIfd)) {
    // A type this table does not know has a size no reader knows either: its entry goes, whatever it points to stays.
    const typeSize = tiffTypeSizes[readUint16(tiff, at + 2, littleEndian)] ?? 0;
    const byteCount = typeSize * readUint32(tiff, at + 4, littleEndian);
    if (byteCount <= 4) continue;
    const start = readUint32(tiff, at + 8, littleEndian);
    const value = { start, end: start + byteCount };
    if (start < 8 || value.end > tiff.length || overlaps(value, ifd0)) return null;
    gpsRanges.push(value);
  }
  return { littleEndian, ifd0, gpsEntry, gpsRanges };
}

/**
 * Takes the GPS IFD out of `tiff` in place: its bytes and its values become
 * zeros, and IFD0's GPSInfo entry is removed, the entries after it moving up
 * (still in ascending tag order) with the next-IFD offset behind them. Readers
 * then find no GPS at all; an entry left pointing at an empty IFD or at
 * offset 0 makes some of them warn or read the TIFF header as an IFD.
 */
function removeGps(tiff: Uint8Array, { littleEndian, ifd0, gpsEntry, gpsRanges }: GpsRemoval) {
  for (const { start, end } of gpsRanges) tiff.fill(0, start, end);
  tiff.copyWithin(gpsEntry, gpsEntry + ifdEntryLength, ifd0.end);
  tiff.fill(0, ifd0.end - ifdEntryLength, ifd0.end);
  const count = readUint16(tiff, ifd0.start, littleEndian) - 1;
  tiff[ifd0.start + (littleEndian ? 0 : 1)] = count & 0xff;
  tiff[ifd0.start + (littleEndian ? 1 : 0)] = count >> 8;
}

const exifHeader = 'Exif\0\0';
const jpegStartOfScan = 0xda;
const jpegEndOfImage = 0xd9;
const jpegApp1 = 0xe1;

/** Markers that stand alone, with no length after them: TEM and RST0 to RST7. */
const isStandaloneJpegMarker = (marker: number) =>
  marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * A JPEG with the GPS data of its Exif segments removed, without re-encoding
 * and at the same length; every other tag (Orientation among them) stays.
 * Only location in Exif is removed: an XMP segment's copy, rare in phone
 * photos, is not. Answers `bytes` itself when there is nothing to remove or
 * the file is not a well-formed JPEG with a well-formed Exif GPS IFD (the
 * segments before an unreadable one are still cleaned); never throws.
 */
export function stripJpegLocation(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  let stripped: Uint8Array<ArrayBuffer> | null = null;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1] ?? jpegEndOfImage;
    if (marker === jpegStartOfScan || marker === jpegEndOfImage) break;
    if (isStandaloneJpegMarker(marker)) {
      at += 2;
      continue;
    }
    const segmentLength = readUint16(bytes, at + 2, false);
    const end = at + 2 + segmentLength;
    if (segmentLength < 2 || end > bytes.length) break;
    const tiffStart = at + 4 + exifHeader.length;
    if (marker === jpegApp1 && ascii(bytes, at + 4, exifHeader.length) === exifHeader) {
      const gps = findGps(bytes.subarray(tiffStart, end));
      if (gps) {
        stripped ??= bytes.slice();
        removeGps(stripped.subarray(tiffStart, end), gps);
      }
    }
    at = end;
  }
  return stripped ?? bytes;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A PNG without its `eXIf` chunks, which can carry GPS data (and with it any
 * orientation they held, rare in a PNG). Answers `bytes` itself when it has
 * none, or when its chunks do not add up to the file up to `IEND`.
 */
export function stripPngLocation(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  if (!pngSignature.every((byte, index) => bytes[index] === byte)) return bytes;
  const kept: Range[] = [];
  let keptFrom = 0;
  let at = pngSignature.length;
  for (;;) {
    if (at + 12 > bytes.length) return bytes;
    const end = at + 12 + readUint32(bytes, at, false);
    if (end > bytes.length) return bytes;
    const type = ascii(bytes, at + 4, 4);
    if (type === 'eXIf') {
      kept.push({ start: keptFrom, end: at });
      keptFrom = end;
    }
    at = end;
    if (type === 'IEND') break;
  }
  if (kept.length === 0) return bytes;
  kept.push({ start: keptFrom, end: bytes.length });
  const result = new Uint8Array(kept.reduce((total, { start, end }) => total + end - start, 0));
  let written = 0;
  for (const { start, end } of kept) {
    result.set(bytes.subarray(start, end), written);
    written += end - start;
  }
  return result;
}
