import {
  heicSignatureLength,
  isHeicSignature,
  photoCompression,
  stripJpegLocation,
  stripPngLocation,
  uploadTypeFromSignature,
} from '@shata/domain';
import { encodeJpeg, type JpegOptions, type RgbaImage } from './encode-jpeg';
import { decodeHeic } from './heic-decoder';

/** What was done to a chosen file before its upload. */
export type PhotoChange =
  /** Nothing: a PDF, a file that is no photo, a small photo without location, or one the browser could not re-encode. */
  | 'none'
  /** The same picture, not re-encoded, with the GPS data taken out of its metadata. */
  | 'locationRemoved'
  /** Re-encoded as a smaller JPEG, scaled down, without metadata. */
  | 'compressed'
  /** A HEIC photo turned into a JPEG, scaled down, without metadata. */
  | 'converted';

export interface PreparedPhoto {
  /** What to upload: the chosen File itself when nothing changed. */
  file: File;
  /** The chosen file's size in bytes. */
  originalSize: number;
  change: PhotoChange;
}

export interface PhotoDeps {
  /** Draws an image within the size limits and encodes it as JPEG; rejects when it cannot be decoded. */
  encodeJpeg: (image: Blob | RgbaImage, options: JpegOptions) => Promise<Blob>;
  /** Decodes a HEIC photo; its worker is fetched at its first use, unless the wizard prefetched it. */
  decodeHeic: (heic: Blob) => Promise<RgbaImage>;
}

const browserDeps: PhotoDeps = {
  encodeJpeg,
  decodeHeic,
};

const jpegOptions: JpegOptions = {
  maxLongSidePx: photoCompression.maxLongSidePx,
  quality: photoCompression.jpegQuality,
};

const unchanged = (file: File): PreparedPhoto => ({
  file,
  originalSize: file.size,
  change: 'none',
});

/** 'IMG_0042.HEIC' -> 'IMG_0042.jpg'. */
function jpgName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

const asJpegFile = (jpeg: Blob, chosen: File) =>
  new File([jpeg], jpgName(chosen.name), { type: 'image/jpeg', lastModified: chosen.lastModified });

async function withoutLocation(file: File, type: 'jpg' | 'png'): Promise<File> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stripped = type === 'jpg' ? stripJpegLocation(bytes) : stripPngLocation(bytes);
  if (stripped === bytes) return file;
  return new File([stripped], file.name, { type: file.type, lastModified: file.lastModified });
}

/** The photo re-encoded within the limits, or null when that fails or saves nothing. */
async function smallerJpeg(file: File, deps: PhotoDeps): Promise<File | null> {
  try {
    const jpeg = await deps.encodeJpeg(file, jpegOptions);
    return jpeg.size < file.size ? asJpegFile(jpeg, file) : null;
  } catch {
    // A damaged image or a browser without canvas: the photo goes as chosen, and the server checks its bytes.
    return null;
  }
}

/**
 * HEIC's pixels are encoded once, straight within the limits, rather than
 * into a full-size JPEG that the JPEG rules would decode and encode again.
 */
async function convertHeic(file: File, deps: PhotoDeps): Promise<PreparedPhoto> {
  for (;;) {
    try {
      const jpeg = await deps.encodeJpeg(await deps.decodeHeic(file), jpegOptions);
      return { file: asJpegFile(jpeg, file), originalSize: file.size, change: 'converted' };
    } catch {
      // Offline, the decoder's worker could not be fetched: the photo waits for the network.
      if (!navigator.onLine) {
        await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
        continue;
      }
      // Kept as chosen: the wizard then refuses its type, as it would without conversion.
      return unchanged(file);
    }
  }
}

/**
 * The file to upload for a chosen KYC document, decided by its bytes: a PDF
 * or anything else that is no JPEG, PNG or HEIC is left as it is. A HEIC
 * photo becomes a JPEG. A JPEG or PNG over `photoCompression.thresholdBytes`
 * is re-encoded as a smaller JPEG; one under it, or one the re-encoding would
 * not make smaller or cannot decode, keeps its picture and loses only its
 * location. Rejects only when the file cannot be read. `onConverting` is
 * called as soon as the file is known to be HEIC, before its converter may
 * have to be downloaded; offline, the conversion waits for the network.
 */
export async function preparePhoto(
  file: File,
  deps: PhotoDeps = browserDeps,
  onConverting?: () => void,
): Promise<PreparedPhoto> {
  const firstBytes = new Uint8Array(await file.slice(0, heicSignatureLength).arrayBuffer());
  if (isHeicSignature(firstBytes)) {
    onConverting?.();
    return convertHeic(file, deps);
  }
  const type = uploadTypeFromSignature(firstBytes)?.extension;
  if (type !== 'jpg' && type !== 'png') return unchanged(file);
  if (file.size > photoCompression.thresholdBytes) {
    const compressed = await smallerJpeg(file, deps);
    if (compressed) return { file: compressed, originalSize: file.size, change: 'compressed' };
  }
  const stripped = await withoutLocation(file, type);
  return {
    file: stripped,
    originalSize: file.size,
    change: stripped === file ? 'none' : 'locationRemoved',
  };
}
