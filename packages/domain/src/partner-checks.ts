/**
 * Checks of a partner's numbers against each other and against their address
 * (ours, for operators): what a GSTIN, a PAN and a CIN say about their holder
 * must agree. Each finding has a stable code, a level and a message.
 */

import type { AadhaarQrAttemptSummary } from './aadhaar-qr';
import { type BusinessType, isBusinessType, partnerBusinessType } from './business-types';
import { formatDateTime } from './formatting';
import { messages } from './messages';
import type { AadhaarQrResult } from './partner';

export type FindingLevel = 'ok' | 'warning' | 'problem';

export interface PartnerFinding {
  /** Stable snake_case name of what was checked. */
  code: string;
  level: FindingLevel;
  message: string;
  /** Other partners the finding is about (duplicates). */
  relatedPartnerIds?: string[];
}

/** GST state codes (the first two characters of a GSTIN) and what they name. */
export const gstStates: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  // Daman and Diu, merged with Dadra and Nagar Haveli in 2020; both codes remain in use.
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  // Andhra Pradesh before Telangana was formed; registrations under it are still seen.
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

/** The state codes of the Registrar of Companies in a CIN (its characters 7 and 8). */
export const cinStates: Readonly<Record<string, string>> = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CH: 'Chandigarh',
  CT: 'Chhattisgarh',
  DD: 'Dadra and Nagar Haveli and Daman and Diu',
  DL: 'Delhi',
  DN: 'Dadra and Nagar Haveli and Daman and Diu',
  GA: 'Goa',
  GJ: 'Gujarat',
  HP: 'Himachal Pradesh',
  HR: 'Haryana',
  JH: 'Jharkhand',
  JK: 'Jammu and Kashmir',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MH: 'Maharashtra',
  ML: 'Meghalaya',
  MN: 'Manipur',
  MP: 'Madhya Pradesh',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OR: 'Odisha',
  PB: 'Punjab',
  PY: 'Puducherry',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TG: 'Telangana',
  TN: 'Tamil Nadu',
  TR: 'Tripura',
  UP: 'Uttar Pradesh',
  UR: 'Uttarakhand',
  WB: 'West Bengal',
};

/** Other names an address may give a state by. */
const stateAliases: Readonly<Record<string, string>> = {
  orissa: 'odisha',
  pondicherry: 'puducherry',
  nctofdelhi: 'delhi',
  newdelhi: 'delhi',
  uttaranchal: 'uttarakhand',
  jammuandkashmirut: 'jammuandkashmir',
  damananddiu: 'dadraandnagarhavelianddamananddiu',
  dadraandnagarhaveli: 'dadraandnagarhavelianddamananddiu',
  andamanandnicobar: 'andamanandnicobarislands',
};

/** A state's name as compared: letters only, lowercase, '&' as 'and', aliases resolved. */
function stateKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
  return stateAliases[key] ?? key;
}

/** PAN's fourth character: the kind of holder. */
export const panHolderKinds: Readonly<Record<string, string>> = {
  P: 'an individual',
  C: 'a company',
  H: 'a Hindu undivided family',
  F: 'a firm or LLP',
  A: 'an association of persons',
  T: 'a trust',
  B: 'a body of individuals',
  L: 'a local authority',
  J: 'an artificial juridical person',
  G: 'a government body',
};

export interface PartnerNumbers {
  /** The address's state, as the partner gave it. */
  state: string | null | undefined;
  gstNo: string | null | undefined;
  panNo: string | null | undefined;
  cinNo: string | null | undefined;
  /** Ours (issue 26): the kind of business recorded, if any, and an LLP's LLPIN. */
  businessType?: string | null | undefined;
  llpinNo?: string | null | undefined;
}

const clean = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();

/** The GSTIN's state code against the address's state. */
export function gstinStateCheck({ state, gstNo }: PartnerNumbers): PartnerFinding | null {
  const gstin = clean(gstNo);
  if (gstin.length !== 15 || !state?.trim()) return null;
  const code = gstin.slice(0, 2);
  const gstState = gstStates[code];
  if (!gstState) {
    return {
      code: 'gstin_state_unknown',
      level: 'problem',
      message: `The GSTIN starts with ${code}, which is no GST state code.`,
    };
  }
  if (code === '97' || code === '99') {
    return {
      code: 'gstin_state_mismatch',
      level: 'warning',
      message: `The GSTIN is registered under ${gstState} (${code}), not a state; the address is in ${state.trim()}.`,
    };
  }
  const matches = stateKey(gstState) === stateKey(state);
  return {
    code: 'gstin_state_mismatch',
    level: matches ? 'ok' : 'problem',
    message: matches
      ? `The GSTIN's state, ${gstState} (${code}), is the address's.`
      : `The GSTIN is registered in ${gstState} (${code}), but the address is in ${state.trim()}.`,
  };
}

/** GSTIN characters 3 to 12 are its holder's PAN. */
export function gstinPanCheck({ gstNo, panNo }: PartnerNumbers): PartnerFinding | null {
  const gstin = clean(gstNo);
  const pan = clean(panNo);
  if (gstin.length !== 15 || pan.length !== 10) return null;
  const matches = gstin.slice(2, 12) === pan;
  return {
    code: 'gstin_pan_mismatch',
    level: matches ? 'ok' : 'problem',
    message: matches
      ? 'The GSTIN carries the PAN given.'
      : `The GSTIN carries the PAN ${gstin.slice(2, 12)}, not the PAN given (${pan}): it may be another business's.`,
  };
}

/** The PAN's kind of holder against a CIN: a company has one and its PAN says C. */
export function panCinCheck({ gstNo, panNo, cinNo }: PartnerNumbers): PartnerFinding | null {
  const gstin = clean(gstNo);
  const pan = clean(panNo) || (gstin.length === 15 ? gstin.slice(2, 12) : '');
  if (pan.length !== 10) return null;
  const kind = pan.charAt(3);
  const holder = panHolderKinds[kind];
  if (!holder) {
    return {
      code: 'pan_entity_unknown',
      level: 'problem',
      message: `The PAN's fourth letter, ${kind}, names no kind of holder.`,
    };
  }
  const hasCin = clean(cinNo).length === 21;
  if (kind === 'C' && !hasCin) {
    return {
      code: 'pan_entity_cin_mismatch',
      level: 'warning',
      message: "The PAN is a company's, but no CIN was given.",
    };
  }
  if (kind !== 'C' && hasCin) {
    return {
      code: 'pan_entity_cin_mismatch',
      level: 'problem',
      message: `A CIN was given, but the PAN is ${holder}'s, not a company's.`,
    };
  }
  return {
    code: 'pan_entity_cin_mismatch',
    level: 'ok',
    message: `The PAN is ${holder}'s, ${hasCin ? 'with' : 'without'} a CIN, as it should be.`,
  };
}

/** The PAN's fourth letter each kind of business has: P a person, F a firm or LLP, C a company. */
export const panKindOfBusiness: Readonly<Record<BusinessType, string>> = {
  individual: 'P',
  partnership: 'F',
  llp: 'F',
  company: 'C',
};

/**
 * The numbers against the kind of business the partner says they are: the
 * PAN's holder, a CIN only of a company, an LLPIN only of an LLP. The PAN and
 * CIN only for a type the partner chose: one who registered before it was
 * asked is presumed a company for the rules, not for these checks (a sole
 * proprietor among them is no problem). An LLPIN is an LLP's whatever else.
 */
export function businessTypeChecks({
  businessType,
  gstNo,
  panNo,
  cinNo,
  llpinNo,
}: PartnerNumbers): PartnerFinding[] {
  const type = partnerBusinessType({ businessType });
  const typeName = messages.businessTypes[type].toLowerCase();
  const findings: PartnerFinding[] = [];
  if (clean(llpinNo) && type !== 'llp') {
    findings.push({
      code: 'llpin_business_type_mismatch',
      level: 'problem',
      message: `An LLPIN was given, but the partner says they are: ${typeName}, not an LLP.`,
    });
  }
  if (!isBusinessType(businessType)) return findings;
  const gstin = clean(gstNo);
  const pan = clean(panNo) || (gstin.length === 15 ? gstin.slice(2, 12) : '');
  const kind = pan.charAt(3);
  if (pan.length === 10 && panHolderKinds[kind]) {
    const expected = panKindOfBusiness[businessType];
    findings.push({
      code: 'pan_business_type_mismatch',
      level: kind === expected ? 'ok' : 'problem',
      message:
        kind === expected
          ? `The PAN is ${panHolderKinds[kind]}'s, as the business type (${typeName}) says.`
          : `The partner says they are: ${typeName}, but the PAN is ${panHolderKinds[kind]}'s (its fourth letter is ${kind}, not ${expected}).`,
    });
  }
  if (clean(cinNo) && businessType !== 'company') {
    findings.push({
      code: 'cin_business_type_mismatch',
      level: 'problem',
      message: `A CIN was given, but the partner says they are: ${typeName}, not a company.`,
    });
  }
  return findings;
}

/** The CIN's state and year against the address and today. */
export function cinChecks({ state, cinNo }: PartnerNumbers, today: Date): PartnerFinding[] {
  const cin = clean(cinNo);
  if (cin.length !== 21) return [];
  const findings: PartnerFinding[] = [];
  const code = cin.slice(6, 8);
  const cinState = cinStates[code];
  if (state?.trim()) {
    const matches = cinState !== undefined && stateKey(cinState) === stateKey(state);
    findings.push({
      code: 'cin_state_mismatch',
      level: matches ? 'ok' : 'problem',
      message: matches
        ? `The CIN's state, ${cinState} (${code}), is the address's.`
        : cinState
          ? `The company is registered in ${cinState} (${code}), but the address is in ${state.trim()}.`
          : `The CIN's state code, ${code}, names no state.`,
    });
  }
  const year = Number(cin.slice(8, 12));
  // The Companies Act of 1850 is the oldest registration a CIN can carry.
  const plausible = year >= 1850 && year <= today.getUTCFullYear();
  findings.push({
    code: 'cin_year_invalid',
    level: plausible ? 'ok' : 'problem',
    message: plausible
      ? `The company was incorporated in ${year}.`
      : `The CIN says the company was incorporated in ${year}, which cannot be.`,
  });
  return findings;
}

/** A name's words, lowercase, letters only: 'Rao, Asha K.' → ['rao', 'asha', 'k']. */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * Whether two names are one person's as people write them: case, order and
 * initials aside ('ASHA K RAO' and 'Rao Asha Kumari'). Every word of the
 * shorter name is a word of the other, or the initial of one.
 */
export function namesMatch(first: string, second: string): boolean {
  const [shorter, longer] = [nameWords(first), nameWords(second)].sort(
    (a, b) => a.length - b.length,
  );
  if (!shorter || !longer || shorter.length === 0) return false;
  const unused = [...longer];
  for (const word of shorter) {
    const exact = unused.indexOf(word);
    const index =
      exact >= 0
        ? exact
        : unused.findIndex(
            (other) =>
              (word.length === 1 && other.startsWith(word)) ||
              (other.length === 1 && word.startsWith(other)),
          );
    if (index < 0) return false;
    unused.splice(index, 1);
  }
  return true;
}

/** The Aadhaar QR's name against the profile's. */
export function qrNameCheck(
  qrName: string | null | undefined,
  profileName: string | null | undefined,
): PartnerFinding | null {
  if (!qrName?.trim() || !profileName?.trim()) return null;
  const matches = namesMatch(qrName, profileName);
  return {
    code: 'qr_name_mismatch',
    level: matches ? 'ok' : 'warning',
    message: matches
      ? `The name on the Aadhaar QR, ${qrName.trim()}, is the profile's.`
      : `The name on the Aadhaar QR, ${qrName.trim()}, is not the profile's (${profileName.trim()}).`,
  };
}

/** Every check of a partner's numbers that has something to say. */
export function partnerNumberChecks(numbers: PartnerNumbers, today: Date): PartnerFinding[] {
  return [
    gstinStateCheck(numbers),
    gstinPanCheck(numbers),
    panCinCheck(numbers),
    ...cinChecks(numbers, today),
    ...businessTypeChecks(numbers),
  ].filter((finding): finding is PartnerFinding => finding !== null);
}

/** The numbers no two partners should share, as findings name them. */
export const identifierLabels = {
  aadhaar: 'Aadhaar number',
  pan: 'PAN',
  gstin: 'GSTIN',
  cin: 'CIN',
  llpin: 'LLPIN',
  mobile: 'mobile number',
} as const;

export type IdentifierField = keyof typeof identifierLabels;

/**
 * A partner's identifying numbers as compared for duplicates: spaces and case
 * aside, a mobile number by its last 10 digits. Empty ones are left out.
 */
export function comparableIdentifiers(
  numbers: Partial<Record<IdentifierField, string | null | undefined>>,
): Partial<Record<IdentifierField, string>> {
  const compared: Partial<Record<IdentifierField, string>> = {};
  for (const field of Object.keys(identifierLabels) as IdentifierField[]) {
    const raw = (numbers[field] ?? '').replace(/[\s-]/g, '').toUpperCase();
    const value = field === 'mobile' ? raw.replace(/\D/g, '').slice(-10) : raw;
    if (value) compared[field] = value;
  }
  return compared;
}

/** Another partner (or several) gave the same number: a problem on each of them. */
export function duplicateFinding(
  field: IdentifierField,
  others: readonly { id: string; name: string }[],
): PartnerFinding {
  const named = others.slice(0, 3).map((other) => other.name);
  const names =
    others.length > named.length
      ? `${named.join(', ')} and ${others.length - named.length} more`
      : named.join(', ');
  return {
    code: `duplicate_${field}`,
    level: 'problem',
    message: `${others.length === 1 ? 'Another partner' : `${others.length} other partners`} (${names}) gave the same ${identifierLabels[field]}.`,
    relatedPartnerIds: others.map((other) => other.id),
  };
}

/**
 * The Aadhaar Secure QR check as findings: its signature, and whether it is
 * for the Aadhaar number the partner gave.
 */
export function aadhaarQrFindings(result: AadhaarQrResult | null | undefined): PartnerFinding[] {
  if (!result) return [];
  if (result === 'signatureInvalid') {
    return [
      {
        code: 'aadhaar_qr_signature_invalid',
        level: 'problem',
        message: 'The Aadhaar QR is not signed by UIDAI: the card may have been altered.',
      },
    ];
  }
  return [
    {
      code: 'aadhaar_qr_signature_invalid',
      level: 'ok',
      message: 'The Aadhaar QR is signed by UIDAI.',
    },
    result === 'verified'
      ? {
          code: 'aadhaar_qr_number_mismatch',
          level: 'ok',
          message: 'The Aadhaar QR is for the Aadhaar number given (its last 4 digits match).',
        }
      : {
          code: 'aadhaar_qr_number_mismatch',
          level: 'problem',
          message:
            'The Aadhaar QR is for another Aadhaar number: its last 4 digits are not the number given.',
        },
  ];
}

/**
 * The attempts beside the kept check, as warnings: forged codes once a
 * signed one is kept, and codes for another number once the kept one is for
 * the number given. When the kept check is itself forged or mismatched, its
 * problem says so already. The codes are those of `aadhaarQrFindings`.
 */
export function aadhaarQrAttemptFindings(
  kept: AadhaarQrResult | null | undefined,
  { forged, mismatched }: AadhaarQrAttemptSummary,
): PartnerFinding[] {
  const times = (count: number) => (count === 1 ? 'once' : `${count} times`);
  const findings: PartnerFinding[] = [];
  if (kept && kept !== 'signatureInvalid' && forged.count > 0) {
    findings.push({
      code: 'aadhaar_qr_signature_invalid',
      level: 'warning',
      message: `An Aadhaar QR not signed by UIDAI was also presented ${times(forged.count)}, the latest on ${formatDateTime(forged.latestAt)}: the card may have been altered.`,
    });
  }
  if (kept === 'verified' && mismatched.count > 0) {
    findings.push({
      code: 'aadhaar_qr_number_mismatch',
      level: 'warning',
      message: `An Aadhaar QR for another Aadhaar number was also presented ${times(mismatched.count)}, the latest on ${formatDateTime(mismatched.latestAt)}.`,
    });
  }
  return findings;
}

const levelOrder: Readonly<Record<FindingLevel, number>> = { problem: 0, warning: 1, ok: 2 };

/** Findings as operators read them: problems first, then warnings, then what passed. */
export function sortFindings(findings: readonly PartnerFinding[]): PartnerFinding[] {
  return [...findings].sort((a, b) => levelOrder[a.level] - levelOrder[b.level]);
}

/** How many findings are problems: the queue's count. */
export const problemCount = (findings: readonly PartnerFinding[]) =>
  findings.filter((finding) => finding.level === 'problem').length;
