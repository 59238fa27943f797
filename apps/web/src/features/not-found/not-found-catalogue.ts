import { catalogue } from '../../lib/i18n/catalogue';
import { notFoundText } from './not-found-text';

export const notFoundCatalogue = catalogue(notFoundText, {
  hi: () => import('./not-found-text.hi').then((module) => module.notFoundTextHi),
});
