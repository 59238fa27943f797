import { HttpError } from '../http/errors';
import {
  type AddressParts,
  addressFromGoogle,
  addressFromNominatim,
  type GoogleAddressComponent,
  type NominatimAddress,
} from './address';

export interface Geocoder {
  reverse(latitude: number, longitude: number): Promise<AddressParts>;
}

interface GeocoderOptions {
  /** Google's Geocoding API when set; OpenStreetMap Nominatim otherwise. */
  googleApiKey: string | undefined;
  nominatimUrl: string;
  googleUrl: string;
  /** Nominatim's policy: an identifying User-Agent with a contact. */
  userAgent: string;
}

export const providerFailureMessage =
  'We could not look up this location. Please fill in the address by hand.';

/** ~1 m: close enough that one answer serves every request for the same spot. */
const cacheKey = (latitude: number, longitude: number) =>
  `${latitude.toFixed(5)},${longitude.toFixed(5)}`;
const cacheSize = 1_000;

/**
 * Reverse geocoding on the server, so the browser needs no key and the
 * providers' policies are kept in one place: answers are cached, and
 * Nominatim gets at most one request a second from this process.
 */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const cache = new Map<string, AddressParts>();
  let nextNominatimSlot = 0;

  async function fetchJson(url: URL, headers: Record<string, string>): Promise<unknown> {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    return response.json();
  }

  async function fromGoogle(latitude: number, longitude: number, apiKey: string) {
    const url = new URL(options.googleUrl);
    url.searchParams.set('latlng', `${latitude},${longitude}`);
    url.searchParams.set('key', apiKey);
    const body = (await fetchJson(url, {})) as {
      status: string;
      results?: Array<{ address_components: GoogleAddressComponent[] }>;
    };
    const result = body.results?.[0];
    if (body.status !== 'OK' || !result) throw new Error(`Google answered ${body.status}`);
    return addressFromGoogle(result.address_components);
  }

  async function fromNominatim(latitude: number, longitude: number) {
    const wait = nextNominatimSlot - Date.now();
    nextNominatimSlot = Math.max(Date.now(), nextNominatimSlot) + 1_000;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = new URL(options.nominatimUrl);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    url.searchParams.set('lat', String(latitude));
    url.searchParams.set('lon', String(longitude));
    const body = (await fetchJson(url, { 'user-agent': options.userAgent })) as {
      address?: NominatimAddress;
    };
    if (!body.address) throw new Error('Nominatim found no address');
    return addressFromNominatim(body.address);
  }

  return {
    async reverse(latitude, longitude) {
      const key = cacheKey(latitude, longitude);
      const cached = cache.get(key);
      if (cached) return cached;
      let parts: AddressParts;
      try {
        parts = options.googleApiKey
          ? await fromGoogle(latitude, longitude, options.googleApiKey)
          : await fromNominatim(latitude, longitude);
      } catch {
        throw new HttpError(502, 'geocoder_unavailable', providerFailureMessage);
      }
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, parts);
      return parts;
    },
  };
}
