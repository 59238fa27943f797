import { maxUploadBytes, services, support, terms, uploadExtensions } from '@shata/domain';

/**
 * The numbers and names the landing page states, read from the domain. The
 * Hindi words are written from these too, handed over as they load, so the
 * Hindi chunk imports nothing the English page would have to list.
 */
export const landingFacts = {
  megabytes: maxUploadBytes / 1024 / 1024,
  widestLeadRadiusKm: Math.max(...terms.leadRadiusByCityTier.map((tier) => tier.radiusKm)),
  settlementBusinessDays: terms.settlementBusinessDays,
  leadsPerYear: terms.leadGuarantee.leadsPerYear,
  services,
  fileTypes: uploadExtensions.map((extension) => extension.toUpperCase()),
  phoneAvailability: support.phoneAvailability,
  emailReplyWithinHours: support.emailReplyWithinHours,
};

export type LandingFacts = typeof landingFacts;
