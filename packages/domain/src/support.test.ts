import { describe, expect, it } from 'vitest';
import { officeHours, support } from './support';

describe('support promises', () => {
  it('gives the office hours as the spec writes them', () => {
    expect(officeHours).toBe('10:00AM to 7:00PM');
  });

  it('promises phone support 24/7 and e-mail replies within 2 hours', () => {
    expect(support).toEqual({ phoneAvailability: '24/7', emailReplyWithinHours: 2 });
  });
});
