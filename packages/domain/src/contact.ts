/** The landing page's contact form (spec sections 3 and 5). */
import { z } from 'zod';
import { messages } from './messages';
import { email, maxLengths, phone, requiredText } from './schema-fields';

const required = messages.validation.required;
const label = messages.fieldLabels;

export const contactSchema = z.object({
  firstName: requiredText(required.firstName, label.firstName),
  lastName: requiredText(required.lastName, label.lastName),
  phone,
  email,
  message: requiredText(required.message, label.message, maxLengths.message),
});

export type ContactValues = z.infer<typeof contactSchema>;

/** The combined name a contact message carries. */
export function contactFullName(contact: Pick<ContactValues, 'firstName' | 'lastName'>): string {
  return [contact.firstName.trim(), contact.lastName.trim()].filter(Boolean).join(' ');
}
