import type { LibHeif } from 'libheif-js/libheif-wasm/libheif-bundle.mjs';
import type { RgbaImage } from './encode-jpeg';

/**
 * The primary picture of a HEIC/HEIF file as RGBA, with its rotation and
 * mirroring applied (libheif applies them; a HEIF reader must ignore any Exif
 * orientation). Rejects when the file holds no picture libheif can decode.
 */
export async function decodeHeicImage(libheif: LibHeif, heic: Uint8Array): Promise<RgbaImage> {
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(heic);
  try {
    const primary = images.find((image) => image.is_primary()) ?? images[0];
    if (!primary) throw new Error('The HEIF file holds no image libheif can read.');
    const width = primary.get_width();
    const height = primary.get_height();
    const target: RgbaImage = { width, height, data: new Uint8ClampedArray(width * height * 4) };
    return await new Promise<RgbaImage>((resolve, reject) => {
      primary.display(target, (result) =>
        result ? resolve(result) : reject(new Error('libheif could not decode the HEIF image.')),
      );
    });
  } finally {
    for (const image of images) image.free();
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder);
  }
}
