import type { LocationForm } from '@shata/domain';
import { apiFetch } from '../../lib/api-client';

/** The address parts the server's reverse geocoding answers (spec section 7). */
type GeocodedAddress = Omit<LocationForm, 'latitude' | 'longitude'>;

/** GET /api/geocode/reverse: address parts for a position. Fails with the server's message. */
export function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<GeocodedAddress> {
  const query = new URLSearchParams({ lat: String(latitude), lng: String(longitude) });
  return apiFetch<GeocodedAddress>(`/api/geocode/reverse?${query}`, { signal });
}
