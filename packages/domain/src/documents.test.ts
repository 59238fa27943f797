import { describe, expect, it } from 'vitest';
import {
  documentTypeInfo,
  documentTypes,
  isAllowedUploadFileName,
  isDocumentType,
  partnerDocumentPath,
  uploadContentRefusal,
  uploadSignatureLength,
  uploadSizeError,
  uploadTypeFromSignature,
} from './documents';
import {
  maxUploadBytes,
  uploadAccept,
  uploadExtensions,
  uploadMimeTypeByExtension,
} from './upload-limits';

describe('document types', () => {
  it('are in wizard order: Aadhaar, PAN, GST, CIN', () => {
    expect(documentTypes).toEqual([
      'aadharCard',
      'panCard',
      'gstCertificate',
      'incorporationCertificate',
    ]);
  });

  it('map to their url field and label', () => {
    expect(documentTypeInfo).toEqual({
      aadharCard: { urlField: 'aadharUrl', label: 'Aadhaar' },
      panCard: { urlField: 'panCardUrl', label: 'PAN' },
      gstCertificate: { urlField: 'gstCertificateUrl', label: 'GST certificate' },
      incorporationCertificate: {
        urlField: 'incorporationCertificateUrl',
        label: 'Incorporation certificate (CIN)',
      },
    });
  });

  it('recognise only the four keys, exactly spelled', () => {
    for (const type of documentTypes) expect(isDocumentType(type)).toBe(true);
    expect(isDocumentType('aadharUrl')).toBe(false);
    expect(isDocumentType('AadharCard')).toBe(false);
    expect(isDocumentType('toString')).toBe(false);
    expect(isDocumentType('')).toBe(false);
    expect(isDocumentType(undefined)).toBe(false);
  });
});

describe('upload types', () => {
  it('allow jpg, jpeg, png and pdf with their MIME types', () => {
    expect(uploadExtensions).toEqual(['jpg', 'jpeg', 'png', 'pdf']);
    expect(uploadMimeTypeByExtension).toEqual({
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      png: 'image/png',
      pdf: 'application/pdf',
    });
    expect(uploadAccept).toBe('.jpg,.jpeg,.png,.pdf');
  });

  it('check file names by extension, ignoring case', () => {
    expect(isAllowedUploadFileName('aadhaar.JPG')).toBe(true);
    expect(isAllowedUploadFileName('scan.final.pdf')).toBe(true);
    expect(isAllowedUploadFileName('photo.jpeg')).toBe(true);
    expect(isAllowedUploadFileName('photo.png')).toBe(true);
    expect(isAllowedUploadFileName('photo.gif')).toBe(false);
    expect(isAllowedUploadFileName('pdf')).toBe(false);
    expect(isAllowedUploadFileName('archive.pdf.exe')).toBe(false);
    expect(isAllowedUploadFileName('weird.constructor')).toBe(false);
  });
});

describe('upload size', () => {
  it('is capped at 50 MB', () => {
    expect(maxUploadBytes).toBe(52428800);
  });

  it('accepts up to exactly 50 MB and refuses a byte more with the spec alert', () => {
    expect(uploadSizeError(1)).toBeNull();
    expect(uploadSizeError(maxUploadBytes)).toBeNull();
    expect(uploadSizeError(maxUploadBytes + 1)).toBe('File size should be under 50MB');
  });

  it('refuses an empty file', () => {
    expect(uploadSizeError(0)).toBe('The file is empty. Choose a JPG, JPEG, PNG or PDF file.');
  });
});

describe('partnerDocumentPath', () => {
  it('is the API address of the document, the partner id encoded', () => {
    expect(partnerDocumentPath('5d7f', 'gstCertificate')).toBe(
      '/api/partners/5d7f/documents/gstCertificate',
    );
    expect(partnerDocumentPath('a/b', 'panCard')).toBe('/api/partners/a%2Fb/documents/panCard');
  });
});

describe('uploadTypeFromSignature', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);

  it('knows a JPEG, a PNG and a PDF by their first bytes', () => {
    expect(uploadTypeFromSignature(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toEqual({
      extension: 'jpg',
      contentType: 'image/jpeg',
    });
    expect(uploadTypeFromSignature(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toEqual({
      extension: 'png',
      contentType: 'image/png',
    });
    expect(uploadTypeFromSignature(text('%PDF-1.7'))).toEqual({
      extension: 'pdf',
      contentType: 'application/pdf',
    });
  });

  it('refuses anything else, whatever its name says: text, a GIF, a cut-off PNG, nothing', () => {
    expect(uploadTypeFromSignature(text('hello, I am a text file'))).toBeNull();
    expect(uploadTypeFromSignature(text('GIF89a..'))).toBeNull();
    expect(uploadTypeFromSignature(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(uploadTypeFromSignature(new Uint8Array())).toBeNull();
  });

  it('needs no more than uploadSignatureLength bytes', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);
    expect(uploadTypeFromSignature(png.subarray(0, uploadSignatureLength))?.extension).toBe('png');
  });
});

describe('uploadContentRefusal', () => {
  const text = new TextEncoder().encode('Just some notes, not a picture');
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('takes a JPEG, PNG or PDF, whichever of them its name says', () => {
    expect(uploadContentRefusal('aadhaar.png', png)).toBeNull();
    expect(uploadContentRefusal('aadhaar.jpg', png)).toBeNull();
  });

  it('tells a renamed file it is not what its name claims', () => {
    const choose = 'Choose a photo or a PDF of your document.';
    expect(uploadContentRefusal('aadhaar.png', text)).toBe(
      `This file is not a real PNG image. ${choose}`,
    );
    expect(uploadContentRefusal('PAN.JPEG', text)).toBe(
      `This file is not a real JPG image. ${choose}`,
    );
    expect(uploadContentRefusal('scan.jpg', text)).toBe(
      `This file is not a real JPG image. ${choose}`,
    );
    expect(uploadContentRefusal('gst.pdf', text)).toBe(
      `This file is not a real PDF document. ${choose}`,
    );
  });

  it('keeps the list of types for a name that claims none of them', () => {
    expect(uploadContentRefusal('notes.txt', text)).toBe('File must be a JPG, JPEG, PNG or PDF');
  });
});
