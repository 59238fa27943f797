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

/**
 * The hidden field of the contact form: people never see it, so a value in
 * it means a bot filled the form in.
 */
export const contactHoneypotField = 'website';

const indiaTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** The time a contact message arrived, in India time as the support team reads it (spec section 3). */
export function indiaTime(date: Date): string {
  return `${indiaTimeFormat.format(date)} IST`;
}
