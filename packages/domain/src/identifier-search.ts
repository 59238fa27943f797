/**
 * The operator console's search by a partner's numbers (issue 26): an
 * operator on the phone with a partner has their phone number, GSTIN, PAN,
 * CIN or LLPIN, written any way. A query is read as each number it could be, by the
 * same functions as the form's fields, and compared exactly, as duplicates are.
 */
import { normaliseIdentifier, normaliseLlpin, normalisePhone } from './number-input';
import { comparableIdentifiers, type IdentifierField } from './partner-checks';
import {
  validateCin,
  validateGstin,
  validateLlpin,
  validatePan,
  validatePhone,
} from './validators';

/** Reads a query as one kind of number: its normal form when it has that number's shape, else null. */
const readAs =
  (normalise: (value: string) => string, validate: (value: string) => string | null) =>
  (query: string): string | null => {
    const value = normalise(query);
    return value !== '' && validate(value) === null ? value : null;
  };

/** The numbers the search finds partners by (not the Aadhaar number: operators see it masked). */
const searchableIdentifiers = {
  mobile: readAs(normalisePhone, validatePhone),
  gstin: readAs(normaliseIdentifier, validateGstin),
  pan: readAs(normaliseIdentifier, validatePan),
  cin: readAs(normaliseIdentifier, validateCin),
  llpin: readAs(normaliseLlpin, validateLlpin),
} satisfies Partial<Record<IdentifierField, (query: string) => string | null>>;

/**
 * The numbers a search query could be, each in the comparable form its
 * duplicate digest is made of; {} for words that are no number.
 */
export function searchedIdentifiers(query: string): Partial<Record<IdentifierField, string>> {
  const read: Partial<Record<IdentifierField, string>> = {};
  for (const [field, readQuery] of Object.entries(searchableIdentifiers)) {
    const value = readQuery(query);
    if (value !== null) read[field as IdentifierField] = value;
  }
  return comparableIdentifiers(read);
}
