import { catalogue } from '../../lib/i18n/catalogue';

/** Our words around the spec's footer links. */
export const footerText = {
  brand: 'Shata brings event planners, caterers and photographers to the customers who need them.',
  linksTitle: 'Shata',
  servicesTitle: 'Services',
  socialTitle: 'Follow us',
  appTitle: 'Get the partner app',
  social: { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' },
  copyright: (year: number) => `© ${year} Shata`,
} as const;

export const footerCatalogue = catalogue(footerText, {
  hi: () => import('./footer-text.hi').then((module) => module.footerTextHi),
});
