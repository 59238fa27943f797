/**
 * Every request the registration screen makes, but the documents' tus
 * uploads (uploads/resumable-upload.ts, which tus-js-client sends). Each
 * answers the server's body, or fails with its message (lib/api-client).
 */
import {
  type AadhaarQrVerified,
  type DocumentRefusal,
  type DocumentType,
  type DraftUploads,
  isDocumentType,
  type LocationForm,
  type Partner,
  type PartnerUpdate,
  type RegistrationDraft,
  stagedDocumentPath,
  submissionPath,
} from '@shata/domain';
import { apiFetch, isApiError } from '../../lib/api-client';
import type { RegistrationFormInput } from './form/form-values';

const partnerPath = (partnerId: string) => `/api/partners/${encodeURIComponent(partnerId)}`;
const draftPath = (partnerId: string) => `${partnerPath(partnerId)}/draft`;

/**
 * POST /api/partners/:id/submission: the details saved and the staged
 * documents committed, all or nothing; answers the updated partner. A
 * refused document fails it with `refusedDocuments` naming each.
 */
export function submitRegistration(
  partnerId: string,
  submission: { profile: PartnerUpdate; documents: DocumentType[]; submissionId: string },
  signal: AbortSignal,
): Promise<Partner> {
  return apiFetch<Partner>(submissionPath(partnerId), {
    method: 'POST',
    json: submission,
    signal,
  });
}

/** The documents a refused submission names, each with the server's words; none for any other failure. */
export function refusedDocuments(error: unknown): DocumentRefusal[] {
  if (!isApiError(error) || error.code !== 'documents_refused') return [];
  const listed = (error.body as { documents?: unknown } | undefined)?.documents;
  if (!Array.isArray(listed)) return [];
  return listed.filter(
    (item): item is DocumentRefusal =>
      isDocumentType(item?.type) && typeof item?.message === 'string',
  );
}

/** A staged document the partner no longer submits (a PAN skipped): the server lets go of it. */
export function dropStagedDocument(partnerId: string, type: DocumentType): Promise<void> {
  return apiFetch<void>(stagedDocumentPath(partnerId, type), { method: 'DELETE' });
}

/** The form's server-side draft, as GET /api/partners/:id/draft answers it. */
export interface DraftResponse {
  values: RegistrationDraft | null;
  savedAt: string | null;
  /** The documents' uploads the server holds: under way, and staged for Submit. */
  uploads: DraftUploads;
}

export function fetchDraft(partnerId: string, signal?: AbortSignal): Promise<DraftResponse> {
  return apiFetch<DraftResponse>(draftPath(partnerId), { signal });
}

/** PUT /api/partners/:id/draft: answers when the server saved it. */
export function saveDraft(
  partnerId: string,
  values: RegistrationFormInput,
): Promise<{ savedAt: string }> {
  return apiFetch<{ savedAt: string }>(draftPath(partnerId), { method: 'PUT', json: { values } });
}

/**
 * POST /api/partners/:id/aadhaar-qr: the Secure QR's digits, checked by the
 * server against UIDAI's signature and the partner's Aadhaar number. A code
 * it cannot read or trust is a 422, too many scans a 429, each with a message to show.
 */
export function scanAadhaarQr(
  partnerId: string,
  qrData: string,
  signal?: AbortSignal,
): Promise<AadhaarQrVerified> {
  return apiFetch<AadhaarQrVerified>(`${partnerPath(partnerId)}/aadhaar-qr`, {
    method: 'POST',
    json: { qrData },
    signal,
  });
}

/** The address parts the server's reverse geocoding answers (spec section 7). */
type GeocodedAddress = Omit<LocationForm, 'latitude' | 'longitude'>;

/** GET /api/geocode/reverse: address parts for a position. */
export function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<GeocodedAddress> {
  const query = new URLSearchParams({ lat: String(latitude), lng: String(longitude) });
  return apiFetch<GeocodedAddress>(`/api/geocode/reverse?${query}`, { signal });
}
