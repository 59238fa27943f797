/**
 * What a document file may be (spec section 5): its types and its size. Plain
 * constants, apart from documents.ts, so a page that only states them (the
 * landing page's FAQ) does not load the documents' words.
 */

/** Upload file types of spec section 5, by extension, with their MIME types. */
export const uploadMimeTypeByExtension = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
} as const;

export type UploadExtension = keyof typeof uploadMimeTypeByExtension;

export const uploadExtensions = Object.keys(
  uploadMimeTypeByExtension,
) as readonly UploadExtension[];

/** Value for a file input's `accept` attribute. */
export const uploadAccept = uploadExtensions.map((extension) => `.${extension}`).join(',');

/** 50 MB, counted in binary megabytes. */
export const maxUploadBytes = 50 * 1024 * 1024;
