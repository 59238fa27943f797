import type { ExpectedWaits } from '@shata/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** Switches the server hands the browser (GET /api/client-config). */
export interface ClientConfig {
  /** Sign a signed-in user out after `timings.inactivityTimeoutMs` without activity. */
  inactivityLogout: boolean;
  /** Store pages of the partner app. */
  partnerApp: { android: string; ios: string };
  /** Shata's pages on social networks. */
  socialLinks: { facebook: string; instagram: string; linkedin: string };
  /** A Google Maps Embed key: the contact map is Google's when set, OpenStreetMap's otherwise. */
  mapsEmbedApiKey: string | null;
  /** Working days each verification usually takes, shown on the status screen while it waits. */
  expectedWaits: ExpectedWaits;
  /** Support's inbox, phone and WhatsApp numbers (as written), shown in the contact section; null: not configured. */
  supportEmail: string | null;
  supportPhone: string | null;
  supportWhatsApp: string | null;
  /** The office's postal address; null: the contact section shows no address and no map. */
  officeAddress: string | null;
  /** Where the OpenStreetMap map marks the office; null: that map cannot be shown. */
  officeCoordinates: { latitude: number; longitude: number } | null;
}

export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => apiFetch<ClientConfig>('/api/client-config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
