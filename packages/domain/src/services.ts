/** The services a partner can offer (spec section 9), in the order the form lists them. */
export const services = ['Event Planner', 'Caterer', 'Photographer'] as const;

export type Service = (typeof services)[number];

export function isService(value: unknown): value is Service {
  return typeof value === 'string' && (services as readonly string[]).includes(value);
}
