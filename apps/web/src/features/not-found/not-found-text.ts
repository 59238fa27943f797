import { catalogue } from '../../lib/i18n/catalogue';
export const notFoundText = {
  title: 'Page not found',
  body: 'The page you are looking for does not exist or may have moved.',
} as const;

export const notFoundCatalogue = catalogue(notFoundText, {
  hi: () => import('./not-found-text.hi').then((module) => module.notFoundTextHi),
});
