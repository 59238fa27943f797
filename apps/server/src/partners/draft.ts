import {
  isMaskedAadhaar,
  maskAadhaar,
  type RegistrationDraft,
  registrationDraftSchema,
  validateAadhaar,
} from '@shata/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AadhaarCipher } from './aadhaar-cipher';
import { registrationDrafts } from './schema';

/** A draft as the API answers it. */
export interface DraftResponse {
  values: RegistrationDraft | null;
  savedAt: string | null;
}

/** The draft as stored, decrypted; undefined when there is none or it no longer reads. */
async function storedDraft(
  db: Db,
  partnerId: string,
  cipher: AadhaarCipher,
): Promise<{ values: RegistrationDraft; savedAt: Date } | undefined> {
  const [row] = await db
    .select()
    .from(registrationDrafts)
    .where(eq(registrationDrafts.partnerId, partnerId));
  if (!row) return undefined;
  const parsed = registrationDraftSchema.safeParse(JSON.parse(cipher.decrypt(row.valuesEncrypted)));
  return parsed.success ? { values: parsed.data, savedAt: row.savedAt } : undefined;
}

/**
 * The partner's draft with the Aadhaar number masked, as it is once saved
 * anywhere: the whole number never goes back to a browser.
 */
export async function readDraft(
  db: Db,
  partnerId: string,
  cipher: AadhaarCipher,
): Promise<DraftResponse> {
  const draft = await storedDraft(db, partnerId, cipher);
  if (!draft) return { values: null, savedAt: null };
  const { aadhaar, ...values } = draft.values;
  return {
    values: aadhaar ? { ...values, aadhaar: maskAadhaar(aadhaar) } : values,
    savedAt: draft.savedAt.toISOString(),
  };
}

/**
 * Saves the draft over the last one. Only a whole, valid Aadhaar number is
 * kept (a few digits typed are not worth holding); a masked one sent back
 * keeps the number the draft already holds.
 */
export async function saveDraft(
  db: Db,
  partnerId: string,
  values: RegistrationDraft,
  cipher: AadhaarCipher,
): Promise<{ savedAt: string }> {
  const { aadhaar, ...rest } = values;
  let keptAadhaar: string | undefined;
  if (aadhaar && isMaskedAadhaar(aadhaar)) {
    keptAadhaar = await draftAadhaar(db, partnerId, cipher, aadhaar);
  } else if (aadhaar && validateAadhaar(aadhaar) === null) {
    keptAadhaar = aadhaar;
  }
  const valuesEncrypted = cipher.encrypt(
    JSON.stringify(keptAadhaar ? { ...rest, aadhaar: keptAadhaar } : rest),
  );
  const savedAt = new Date();
  await db
    .insert(registrationDrafts)
    .values({ partnerId, valuesEncrypted, savedAt })
    .onConflictDoUpdate({
      target: registrationDrafts.partnerId,
      set: { valuesEncrypted, savedAt },
    });
  return { savedAt: savedAt.toISOString() };
}

/** The draft's Aadhaar number when `masked` is its masked form, so a restored draft can be sent as it is. */
export async function draftAadhaar(
  db: Db,
  partnerId: string,
  cipher: AadhaarCipher,
  masked: string,
): Promise<string | undefined> {
  const number = (await storedDraft(db, partnerId, cipher))?.values.aadhaar;
  return number && !isMaskedAadhaar(number) && maskAadhaar(number) === masked ? number : undefined;
}

/** The whole Aadhaar number the draft holds, if any (the form's, before it is submitted). */
export async function draftAadhaarNumber(
  db: Db,
  partnerId: string,
  cipher: AadhaarCipher,
): Promise<string | undefined> {
  const number = (await storedDraft(db, partnerId, cipher))?.values.aadhaar;
  return number && !isMaskedAadhaar(number) ? number : undefined;
}

/** Forgets the draft: its values are the profile's now. */
export async function deleteDraft(db: Db, partnerId: string): Promise<void> {
  await db.delete(registrationDrafts).where(eq(registrationDrafts.partnerId, partnerId));
}
