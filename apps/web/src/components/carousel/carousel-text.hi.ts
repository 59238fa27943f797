export const carouselTextHi = {
  slide: (position: number, count: number) => `${count} में से ${position}`,
  pause: 'स्लाइडशो रोकें',
  play: 'स्लाइडशो चलाएँ',
  carousel: 'स्लाइडशो',
  slideRole: 'स्लाइड',
};
