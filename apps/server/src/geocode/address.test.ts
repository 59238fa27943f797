import { describe, expect, it } from 'vitest';
import { addressFromGoogle, addressFromNominatim } from './address';
import google from './recorded/google-mumbai.json' with { type: 'json' };
import nominatim from './recorded/nominatim-bengaluru.json' with { type: 'json' };

describe('reverse-geocoded address parts', () => {
  it('maps a recorded Google answer as spec section 7 says', () => {
    expect(addressFromGoogle(google.results[0]?.address_components ?? [])).toEqual({
      address: 'Apollo Bunder Building',
      street: 'Chhatrapati Shivaji Marg',
      landmark: 'Gateway of India',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400001',
      country: 'India',
    });
  });

  it('maps a recorded OpenStreetMap Nominatim answer to the same parts', () => {
    expect(addressFromNominatim(nominatim.address)).toEqual({
      address: '12',
      street: 'Jayachamarajendra Road',
      landmark: 'Town Hall',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560002',
      country: 'India',
    });
  });

  it('falls back as the spec orders: street number, neighbourhood, sublocality, admin level 2', () => {
    expect(
      addressFromGoogle([
        { long_name: '221', types: ['street_number'] },
        { long_name: 'Bandra West', types: ['neighborhood', 'political'] },
        { long_name: 'Pali Hill', types: ['sublocality', 'political'] },
        { long_name: 'Mumbai Suburban', types: ['administrative_area_level_2'] },
      ]),
    ).toMatchObject({
      address: '221',
      street: 'Bandra West',
      landmark: 'Pali Hill',
      city: 'Mumbai Suburban',
    });
  });

  it('defaults the country to India, and names one off the list Other', () => {
    expect(addressFromGoogle([]).country).toBe('India');
    expect(addressFromNominatim({}).country).toBe('India');
    expect(addressFromNominatim({ country: 'United Kingdom' }).country).toBe('United Kingdom');
    expect(addressFromNominatim({ country: 'Nepal' }).country).toBe('Other');
  });
});
