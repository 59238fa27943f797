import { catalogue } from '../../lib/i18n/catalogue';
import { carouselText } from './carousel-text';

export const carouselCatalogue = catalogue(carouselText, {
  hi: () => import('./carousel-text.hi').then((module) => module.carouselTextHi),
});
