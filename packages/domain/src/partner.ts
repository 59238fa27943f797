/** The partner entity of spec section 3 and the shapes the registration form builds it from. */
import {
  type BusinessNumberField,
  type BusinessType,
  businessRequirements,
} from './business-types';
import type { DocumentType } from './documents';

/** The verification fields an operator decides (review.ts holds the code each takes when approved). */
export type ReviewField = 'kycStatus' | 'cvStatus' | 'ipvStatus' | 'status';

/** What an operator has turned down, with why: a verification or a document to upload again. */
export interface PartnerRejection {
  target: ReviewField | DocumentType;
  reason: string;
  /** ISO date-time. */
  rejectedAt: string;
}

/** What the latest Aadhaar Secure QR check found: signed and the partner's number, signed but another number, or forged. */
export type AadhaarQrResult = 'verified' | 'mismatch' | 'signatureInvalid';

/** A text field the backend may leave out or null. */
type Maybe<T> = T | null | undefined;

/** A partner as read from the backend (spec section 3). */
export interface Partner {
  _id: string;
  personalEmail: string;
  /** Ours (issue 26): what kind of business; none recorded is a company (`partnerBusinessType`). */
  businessType?: Maybe<BusinessType>;
  name?: Maybe<string>;
  companyName?: Maybe<string>;
  companyLocation?: Maybe<string>;
  servicesSelected?: Maybe<string[]>;
  companyEmail?: Maybe<string>;
  mobileNo?: Maybe<string>;
  status?: Maybe<string>;
  gstNo?: Maybe<string>;
  /** Ours: the PAN number, optional, checked against the GSTIN. */
  panNo?: Maybe<string>;
  cinNo?: Maybe<string>;
  /** Ours: an LLP's identification number (AAA-1234), which it has instead of a CIN. */
  llpinNo?: Maybe<string>;
  aadharNo?: Maybe<string>;
  videoUrl?: Maybe<string>;
  kycStatus?: Maybe<string>;
  cvStatus?: Maybe<string>;
  ipvStatus?: Maybe<string>;
  aadharUrl?: Maybe<string>;
  panCardUrl?: Maybe<string>;
  gstCertificateUrl?: Maybe<string>;
  incorporationCertificateUrl?: Maybe<string>;
  /**
   * Ours: the address parts behind `companyLocation`, so a returning partner
   * finds the form filled in (the joined string cannot be split back).
   */
  companyAddress?: Maybe<CompanyAddress>;
  latitude?: Maybe<number>;
  longitude?: Maybe<number>;
  /** Ours: what operators have turned down and not yet seen again, with their reasons. */
  rejections?: Maybe<PartnerRejection[]>;
  /**
   * Ours: the outcome of the latest Aadhaar Secure QR check (scanned, or read
   * from the Aadhaar picture) and the last 4 digits of the number on the code.
   */
  aadhaarQrCheck?: Maybe<{ result: AadhaarQrResult; last4: string | null }>;
  /** Ours: each document on file as the partner chose it, for the form to show what is in. */
  documentFiles?: Maybe<Partial<Record<DocumentType, DocumentFile>>>;
}

/** A document on file: the name it was uploaded under (unknown for older uploads) and its size. */
export interface DocumentFile {
  fileName: string | null;
  sizeBytes: number;
}

/** The body sent to update a partner (spec sections 3 and 7). */
export interface PartnerUpdate {
  /** Ours, optional: without it the recorded type stays. */
  businessType?: BusinessType;
  name: string;
  mobileNo: string;
  companyName: string;
  companyLocation: string;
  gstNo: string;
  /** Ours, optional. */
  panNo?: string;
  cinNo: string;
  /** Ours, optional. */
  llpinNo?: string;
  aadharNo: string;
  servicesSelected: string[];
  latitude: number;
  longitude: number;
  personalEmail: string;
  /** Ours, optional: the parts `companyLocation` was joined from. */
  companyAddress?: CompanyAddress;
}

/** How a partner is named on screen: their name, or their e-mail before they have given one. */
export function partnerDisplayName(partner: Pick<Partner, 'name' | 'personalEmail'>): string {
  return partner.name?.trim() || partner.personalEmail;
}

/** Step 1 and 3 of the registration form: the kind of business, basic info, GST and CIN. */
export interface BasicForm {
  /** Ours: the form's first question. */
  businessType: BusinessType;
  name: string;
  phone: string;
  aadhaar: string;
  company: string;
  service: string[];
  gst: string;
  /** Ours: the optional PAN number. */
  pan: string;
  cin: string;
  /** Ours: an LLP's LLPIN. */
  llpin: string;
}

/** A coordinate as a form holds it: a number, the text of a hidden input, or nothing yet. */
type CoordinateInput = number | string | null | undefined;

/** Step 2 of the registration form: the company location. */
export interface LocationForm {
  address: string;
  street: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  latitude?: CoordinateInput;
  longitude?: CoordinateInput;
}

/** The address parts joined into `companyLocation`, in the order of spec section 3. */
export const companyLocationParts = [
  'address',
  'street',
  'landmark',
  'city',
  'state',
  'country',
  'postalCode',
] as const;

export type CompanyLocationPart = (typeof companyLocationParts)[number];

/** The address parts of a company location, as stored beside the joined string. */
export type CompanyAddress = Record<CompanyLocationPart, string>;

/** The address parts of the location form, each trimmed. */
export function toCompanyAddress(
  location: Partial<Record<CompanyLocationPart, Maybe<string>>>,
): CompanyAddress {
  return Object.fromEntries(
    companyLocationParts.map((part) => [part, location[part]?.trim() ?? '']),
  ) as CompanyAddress;
}

/** Joins the address parts with ', ', trimming each and skipping empty ones. */
export function joinCompanyLocation(
  location: Partial<Record<CompanyLocationPart, Maybe<string>>>,
): string {
  return companyLocationParts
    .map((part) => location[part]?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}

/** A coordinate as the update sends it: a finite number, 0 when missing or not a number. */
export function toCoordinate(value: CoordinateInput): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}

/**
 * The update body built from the form (spec section 3). personalEmail is
 * carried over from the loaded partner, which is why the partner must be
 * loaded before submitting (the form says `messages.registration.partnerNotLoaded` otherwise).
 */
export function buildPartnerUpdate(
  basicForm: BasicForm,
  locationForm: LocationForm,
  loadedPartner: Pick<Partner, 'personalEmail'>,
): PartnerUpdate {
  // Only the numbers this kind of business is asked are sent; one typed under another choice goes.
  const { numbers } = businessRequirements(basicForm.businessType, {
    gstinGiven: basicForm.gst.trim() !== '',
  });
  const asked = (field: BusinessNumberField, value: string) =>
    numbers[field] === 'notAsked' ? '' : value;
  return {
    businessType: basicForm.businessType,
    name: basicForm.name,
    mobileNo: basicForm.phone,
    companyName: basicForm.company,
    companyLocation: joinCompanyLocation(locationForm),
    gstNo: basicForm.gst,
    panNo: basicForm.pan,
    cinNo: asked('cinNo', basicForm.cin),
    llpinNo: asked('llpinNo', basicForm.llpin),
    aadharNo: basicForm.aadhaar,
    servicesSelected: [...basicForm.service],
    latitude: toCoordinate(locationForm.latitude),
    longitude: toCoordinate(locationForm.longitude),
    personalEmail: loadedPartner.personalEmail,
    companyAddress: toCompanyAddress(locationForm),
  };
}
