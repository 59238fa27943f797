import { describe, expect, it } from 'vitest';
import { countries, defaultCountry } from './countries';

describe('countries', () => {
  it('lists the countries of the spec in order', () => {
    expect(countries).toEqual([
      'India',
      'United States',
      'United Kingdom',
      'Australia',
      'Canada',
      'Other',
    ]);
  });

  it('defaults to India', () => {
    expect(defaultCountry).toBe('India');
  });
});
