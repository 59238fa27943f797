import { isMaskedAadhaar, maskAadhaar, messages, type PartnerUpdateValues } from '@shata/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { AadhaarCipher } from './aadhaar-cipher';
import type { PartnerRow } from './access';
import { changePartner } from './change';
import { deleteDraft, draftAadhaar } from './draft';
import { partners } from './schema';

/**
 * Saves the profile of the "sent on update" body. Verification fields are not
 * in the body's schema, so a partner can never write them; the personal
 * e-mail is the account's and stays as it is; a masked Aadhaar number sent
 * back unchanged keeps the stored one. The draft, now saved, goes.
 */
export async function updatePartner(
  db: Db,
  row: PartnerRow,
  update: PartnerUpdateValues,
  cipher: AadhaarCipher,
): Promise<PartnerRow> {
  const aadhaarNoEncrypted = await aadhaarToStore(db, row, update.aadharNo, cipher);
  const { partner } = await changePartner(db, row.id, { refreshChecksWith: cipher }, async (tx) => {
    await saveProfileIn(tx, row.id, update, aadhaarNoEncrypted);
    return { event: { type: 'partner.profile_saved' }, result: undefined };
  });
  return partner;
}

/**
 * `updatePartner`'s change, for a change that does more (the submission): run
 * it inside `changePartner` with `refreshChecksWith`, after `aadhaarToStore`.
 */
export async function saveProfileIn(
  tx: Db,
  partnerId: string,
  update: PartnerUpdateValues,
  aadhaarNoEncrypted: string,
): Promise<void> {
  await tx
    .update(partners)
    .set({
      name: update.name,
      mobileNo: update.mobileNo,
      companyName: update.companyName,
      companyLocation: update.companyLocation,
      gstNo: update.gstNo || null,
      // A body without it (the spec's own) keeps the PAN number given before.
      ...(update.panNo !== undefined && { panNo: update.panNo || null }),
      cinNo: update.cinNo || null,
      // A body without them (the spec's own) keeps the type and LLPIN given before.
      ...(update.businessType !== undefined && { businessType: update.businessType }),
      ...(update.llpinNo !== undefined && { llpinNo: update.llpinNo || null }),
      servicesSelected: update.servicesSelected,
      latitude: update.latitude,
      longitude: update.longitude,
      ...(update.companyAddress && { companyAddress: update.companyAddress }),
      aadhaarNoEncrypted,
    })
    .where(eq(partners.id, partnerId));
  await deleteDraft(tx, partnerId);
}

/**
 * The Aadhaar ciphertext an update saves: a new number encrypted, or for a
 * masked one sent back unchanged, the number it masks: the profile's, else the
 * draft's (a restored draft shows its number masked too).
 */
export async function aadhaarToStore(
  db: Db,
  row: PartnerRow,
  sent: string,
  cipher: AadhaarCipher,
): Promise<string> {
  if (!isMaskedAadhaar(sent)) return cipher.encrypt(sent);
  if (row.aadhaarNoEncrypted && maskAadhaar(cipher.decrypt(row.aadhaarNoEncrypted)) === sent) {
    return row.aadhaarNoEncrypted;
  }
  const fromDraft = await draftAadhaar(db, row.id, cipher, sent);
  if (!fromDraft)
    throw new HttpError(400, 'aadhaar_retype_required', messages.validation.aadhaarRetype);
  return cipher.encrypt(fromDraft);
}
