import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { registrationMessagesHi } from './messages-registration';

/** Every string of a text object, with where it sits. */
function strings(text: unknown, path = ''): [string, string][] {
  if (typeof text === 'string') return [[path, text]];
  if (text && typeof text === 'object') {
    return Object.entries(text).flatMap(([key, value]) => strings(value, `${path}.${key}`));
  }
  return [];
}

describe("the registration's messages in Hindi", () => {
  it('says every message in Devanagari, but for the names kept as people write them', () => {
    const untranslated = strings(registrationMessagesHi).filter(
      ([, text]) => !/[\u0900-\u097F]/.test(text),
    );
    expect(untranslated).toEqual([['.documents.labels.panCard', 'PAN']]);
  });

  it('counts the documents still uploading by the plural rules of each language', () => {
    const english = messages.registration.uploadingDocuments;
    const hindi = registrationMessagesHi.registration.uploadingDocuments;
    expect([1, 3].map(english)).toEqual(['Uploading 1 document…', 'Uploading 3 documents…']);
    expect([1, 3].map(hindi)).toEqual(['1 दस्तावेज़ अपलोड हो रहा है…', '3 दस्तावेज़ अपलोड हो रहे हैं…']);
  });

  it('names the field in a field error made with a length', () => {
    expect(
      registrationMessagesHi.validation.tooLong(registrationMessagesHi.fieldLabels.city, 100),
    ).toBe('शहर ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है');
  });
});
