import { describe, expect, it } from 'vitest';
import { contactFullName, contactSchema, indiaTime } from './contact';
import { issuesOf } from './test-helpers';

const good = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  message: 'I would like to join.',
};

describe('contactSchema', () => {
  it('accepts a good message and trims every field', () => {
    expect(
      contactSchema.parse({
        firstName: ' Asha ',
        lastName: ' Rao',
        phone: ' 9876543210 ',
        email: 'asha@example.com ',
        message: ' Hello \n',
      }),
    ).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      message: 'Hello',
    });
  });

  it('requires every field', () => {
    expect(
      issuesOf(contactSchema, { firstName: ' ', lastName: '', phone: '', email: '', message: '' }),
    ).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['phone', 'Phone is required'],
      ['email', 'Email is required'],
      ['message', 'Message is required'],
    ]);
  });

  it('checks the phone and the e-mail', () => {
    expect(issuesOf(contactSchema, { ...good, phone: '98765', email: 'nope' })).toEqual([
      ['phone', 'Phone must be 10 digits'],
      ['email', 'Enter a valid email address'],
    ]);
  });

  it('caps the message length', () => {
    expect(issuesOf(contactSchema, { ...good, message: 'x'.repeat(5001) })).toEqual([
      ['message', 'Message must be at most 5000 characters'],
    ]);
  });
});

describe('contactFullName', () => {
  it('combines first and last name', () => {
    expect(contactFullName({ firstName: 'Asha', lastName: 'Rao' })).toBe('Asha Rao');
    expect(contactFullName({ firstName: ' Asha ', lastName: '' })).toBe('Asha');
  });
});

describe('indiaTime', () => {
  it('writes the time in India (UTC+05:30), whatever the clock of the machine', () => {
    expect(indiaTime(new Date('2025-05-06T18:45:30Z'))).toBe('07 May 2025, 12:15:30 am IST');
  });
});
