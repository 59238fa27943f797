/**
 * The kinds of business (issue 26): a module with no imports, so that the
 * messages about them (business-type-messages.ts) can name them without
 * importing the rules in business-types.ts, which import the messages.
 */

/** The kinds of business, in the order the form offers them. */
export const businessTypes = ['individual', 'partnership', 'llp', 'company'] as const;

export type BusinessType = (typeof businessTypes)[number];
