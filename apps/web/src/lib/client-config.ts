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
  /** The support inbox, shown in the contact section. */
  supportEmail: string;
}

export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => apiFetch<ClientConfig>('/api/client-config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
