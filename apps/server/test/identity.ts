/** Numbers of people and companies for tests (the server's and the browser's), none shared by chance. */
import { gstinCheckCharacter, verhoeffCheckDigit } from '@shata/domain';

// Random, so partners of test files sharing one database have different numbers too.
let identities = Math.floor(Math.random() * 500_000);

/**
 * The numbers of a person and their company, different for each call, so no
 * two partners a test makes are duplicates unless it means them to be. They
 * agree with each other: a company's PAN in its Karnataka GSTIN, a Karnataka
 * CIN. The Aadhaar number always ends in 2346, as screens show it masked.
 */
export function uniqueIdentity(): PartnerIdentity {
  identities += 1;
  const n = identities;
  let aadhaar = '';
  for (let attempt = 0; !aadhaar; attempt += 1) {
    const payload = `2${String((n * 10 + attempt) % 10_000_000).padStart(7, '0')}234`;
    if (verhoeffCheckDigit(payload) === 6) aadhaar = `${payload}6`;
  }
  const pan = `AAAC${String.fromCharCode(65 + (Math.floor(n / 10_000) % 26))}${String(n % 10_000).padStart(4, '0')}F`;
  const gstBody = `29${pan}1Z`;
  return {
    mobileNo: `9${String(n % 1_000_000_000).padStart(9, '0')}`,
    aadharNo: aadhaar,
    panNo: pan,
    gstNo: `${gstBody}${gstinCheckCharacter(gstBody)}`,
    cinNo: `U74999KA2015PTC${String(n % 1_000_000).padStart(6, '0')}`,
  };
}

export type PartnerIdentity = {
  mobileNo: string;
  aadharNo: string;
  panNo: string;
  gstNo: string;
  cinNo: string;
};
