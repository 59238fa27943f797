/** The carousel's own words, the same wherever one turns. */
export const carouselText = {
  slide: (position: number, count: number) => `${position} of ${count}`,
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const;
