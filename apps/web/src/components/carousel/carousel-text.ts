import { catalogue } from '../../lib/i18n/catalogue';

/** The carousel's own words, the same wherever one turns. */
export const carouselText = {
  slide: (position: number, count: number) => `${position} of ${count}`,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  /** What screen readers call the whole and each slide (`aria-roledescription`). */
  carousel: 'carousel',
  slideRole: 'slide',
} as const;

export const carouselCatalogue = catalogue(carouselText, {
  hi: () => import('./carousel-text.hi').then((module) => module.carouselTextHi),
});
