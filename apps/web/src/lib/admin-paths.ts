/**
 * The operators' console (ours: the spec shows no operator side). Its paths
 * live on the web side because only the portal's router and its sign-in use
 * them; the domain's `paths` holds the spec's routes.
 */
const partnerPrefix = '/admin/partners';

export const adminPaths = {
  queue: '/admin',
  partner: (partnerId: string) => `${partnerPrefix}/${encodeURIComponent(partnerId)}`,
} as const;

/** The same paths as router patterns. */
export const adminRoutePatterns = {
  queue: adminPaths.queue,
  partner: `${partnerPrefix}/:partnerId`,
} as const;
