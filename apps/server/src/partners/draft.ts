import {
  isMaskedAadhaar,
  maskAadhaar,
  normaliseAadhaar,
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
 * The partner's draft with a valid Aadhaar number masked, as it is once saved
 * anywhere: the whole number never goes back to a browser. One that is not
 * valid (a few digits, a wrong check digit) is no Aadhaar number; it comes
 * back as typed, so the partner can finish or correct it.
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
    values: aadhaar ? { ...values, aadhaar: draftAadhaarShown(aadhaar) } : values,
    savedAt: draft.savedAt.toISOString(),
  };
}

/** A draft's Aadhaar number as the form shows it: masked when it is one. */
const draftAadhaarShown = (number: string) =>
  validateAadhaar(number) === null ? maskAadhaar(number) : number;

/**
 * Saves the draft over the last one, Aadhaar number and all, valid or not
 * (only Submit insists on validity); a masked one sent back keeps the number
 * the draft already holds.
 */
export async function saveDraft(
  db: Db,
  partnerId: string,
  values: RegistrationDraft,
  cipher: AadhaarCipher,
): Promise<{ savedAt: string }> {
  const { aadhaar, ...rest } = values;
  const keptAadhaar =
    aadhaar && isMaskedAadhaar(aadhaar)
      ? await draftAadhaar(db, partnerId, cipher, aadhaar)
      : aadhaar && normaliseAadhaar(aadhaar);
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
  const number = await draftAadhaarNumber(db, partnerId, cipher);
  return number && maskAadhaar(number) === masked ? number : undefined;
}

/** The valid Aadhaar number the draft holds, if any (the form's, before it is submitted). */
export async function draftAadhaarNumber(
  db: Db,
  partnerId: string,
  cipher: AadhaarCipher,
): Promise<string | undefined> {
  const number = (await storedDraft(db, partnerId, cipher))?.values.aadhaar;
  return number && validateAadhaar(number) === null ? number : undefined;
}

/** Forgets the draft: its values are the profile's now. */
export async function deleteDraft(db: Db, partnerId: string): Promise<void> {
  await db.delete(registrationDrafts).where(eq(registrationDrafts.partnerId, partnerId));
}
