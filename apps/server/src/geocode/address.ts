import { type Country, countries, defaultCountry, type LocationForm } from '@shata/domain';

/** The address parts a reverse lookup fills in the registration form (spec section 7). */
export type AddressParts = Omit<LocationForm, 'latitude' | 'longitude'>;

function toCountry(name: string | undefined): Country {
  if (!name) return defaultCountry;
  return countries.find((country) => country.toLowerCase() === name.toLowerCase()) ?? 'Other';
}

const first = (...values: Array<string | undefined>) => values.find((value) => value?.trim()) ?? '';

export interface GoogleAddressComponent {
  long_name: string;
  types: string[];
}

/**
 * Google's components, mapped as spec section 7 says: premise, subpremise or
 * street number -> address; route or neighborhood -> street; point of
 * interest or sublocality -> landmark; locality or admin level 2 -> city;
 * admin level 1 -> state; postal code; country, India by default.
 */
export function addressFromGoogle(components: GoogleAddressComponent[]): AddressParts {
  const named = (...types: string[]) =>
    first(...types.map((type) => components.find((c) => c.types.includes(type))?.long_name));
  return {
    address: named('premise', 'subpremise', 'street_number'),
    street: named('route', 'neighborhood'),
    landmark: named('point_of_interest', 'sublocality'),
    city: named('locality', 'administrative_area_level_2'),
    state: named('administrative_area_level_1'),
    postalCode: named('postal_code'),
    country: toCountry(named('country') || undefined),
  };
}

export type NominatimAddress = Partial<Record<string, string>>;

/**
 * OpenStreetMap's address keys mapped to the same parts: house number or
 * building for the premise, road or neighbourhood, a named place (amenity,
 * shop, tourism) or the suburb for the landmark, the city (town, village) or
 * the district above it, the state, postcode and country.
 */
export function addressFromNominatim(address: NominatimAddress): AddressParts {
  return {
    address: first(address.house_number, address.building, address.house_name),
    street: first(address.road, address.neighbourhood),
    landmark: first(address.amenity, address.shop, address.tourism, address.suburb),
    city: first(
      address.city,
      address.town,
      address.village,
      address.county,
      address.state_district,
    ),
    state: first(address.state),
    postalCode: first(address.postcode),
    country: toCountry(address.country),
  };
}
