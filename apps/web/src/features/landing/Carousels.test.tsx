import { timings } from '@shata/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carouselText } from '../../components/carousel/carousel-text';
import { stubMatchMedia } from '../../testing/match-media';
import { advance } from '../../testing/render';
import { ContactSection } from './ContactSection';
import { HeroSection } from './HeroSection';
import { contactImages, heroImages } from './images';
import { renderPublic, visibleImages } from './landing-test-kit';
import { landingText } from './landing-text';
import { PartnerSection } from './PartnerSection';

const heroLabel = landingText.hero.imagesLabel;
const partnerLabel = landingText.partner.slidesLabel;
const contactLabel = landingText.contact.imagesLabel;
const heroAlts = heroImages.map((image) => image.alt);
const contactAlts = contactImages.map((image) => image.alt);
const slideTitles = landingText.partner.slides.map((slide) => slide.title);

/** The title of the become-a-partner slide a visitor can see. */
function visibleSlideTitle() {
  return within(screen.getByRole('region', { name: partnerLabel }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the hero carousel', () => {
  it('shows the three images side by side on wide screens, without rotating', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 1280 });
    renderPublic(<HeroSection />);

    const images = within(screen.getByRole('list', { name: heroLabel })).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(heroAlts);
    await advance(timings.heroCarouselMs * 2);
    expect(screen.queryByRole('region', { name: heroLabel })).not.toBeInTheDocument();
  });

  it('on small screens shows one of its three images at a time, the next every 3 s', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 360 });
    renderPublic(<HeroSection />);

    expect(
      within(screen.getByRole('region', { name: heroLabel })).getAllByRole('group', {
        hidden: true,
      }),
    ).toHaveLength(3);
    expect(visibleImages(heroLabel)).toEqual([heroAlts[0]]);
    await advance(timings.heroCarouselMs - 1);
    expect(visibleImages(heroLabel)).toEqual([heroAlts[0]]);
    await advance(1);
    expect(visibleImages(heroLabel)).toEqual([heroAlts[1]]);
    await advance(timings.heroCarouselMs * 2);
    expect(visibleImages(heroLabel)).toEqual([heroAlts[0]]);
  });
});

describe('the become-a-partner slider', () => {
  it('turns through its 3 slides, the next every 4 s', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 1280 });
    renderPublic(<PartnerSection />);

    expect(
      within(screen.getByRole('region', { name: partnerLabel })).getAllByRole('group', {
        hidden: true,
      }),
    ).toHaveLength(3);
    expect(visibleSlideTitle()).toEqual([slideTitles[0]]);
    await advance(timings.partnerSliderMs - 1);
    expect(visibleSlideTitle()).toEqual([slideTitles[0]]);
    await advance(1);
    expect(visibleSlideTitle()).toEqual([slideTitles[1]]);
    await advance(timings.partnerSliderMs);
    expect(visibleSlideTitle()).toEqual([slideTitles[2]]);
    await advance(timings.partnerSliderMs);
    expect(visibleSlideTitle()).toEqual([slideTitles[0]]);
  });
});

describe('the contact carousel', () => {
  it('turns through its 7 images, the next every 3 s', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 1280 });
    renderPublic(<ContactSection />);

    expect(
      within(screen.getByRole('region', { name: contactLabel })).getAllByRole('group', {
        hidden: true,
      }),
    ).toHaveLength(timings.contactCarouselImages);
    for (const alt of [...contactAlts, contactAlts[0]]) {
      expect(visibleImages(contactLabel)).toEqual([alt]);
      await advance(timings.contactCarouselMs);
    }
  });

  it('lets the visitor pick a slide', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 1280 });
    renderPublic(<ContactSection />);

    fireEvent.click(screen.getByRole('button', { name: carouselText.slide(5, 7) }));

    expect(visibleImages(contactLabel)).toEqual([contactAlts[4]]);
  });

  it('shows a placeholder with the same description when an image fails to load', () => {
    stubMatchMedia({ width: 1280 });
    renderPublic(<ContactSection />);

    fireEvent.error(screen.getByRole('img', { name: contactAlts[0] }));

    const placeholder = screen.getByRole('img', { name: contactAlts[0] });
    expect(placeholder.tagName).toBe('DIV');
  });
});

/** Every carousel of the page, where it turns: the hero turns only on small screens. */
const carousels = [
  {
    name: 'the hero carousel',
    element: <HeroSection />,
    width: 360,
    label: heroLabel,
    intervalMs: timings.heroCarouselMs,
    shown: () => visibleImages(heroLabel),
    first: heroAlts[0],
    second: heroAlts[1],
  },
  {
    name: 'the become-a-partner slider',
    element: <PartnerSection />,
    width: 1280,
    label: partnerLabel,
    intervalMs: timings.partnerSliderMs,
    shown: visibleSlideTitle,
    first: slideTitles[0],
    second: slideTitles[1],
  },
  {
    name: 'the contact carousel',
    element: <ContactSection />,
    width: 1280,
    label: contactLabel,
    intervalMs: timings.contactCarouselMs,
    shown: () => visibleImages(contactLabel),
    first: contactAlts[0],
    second: contactAlts[1],
  },
];

describe.each(carousels)('$name', ({ element, width, label, intervalMs, shown, first, second }) => {
  it('pauses while the pointer is on it', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width });
    renderPublic(element);
    const carousel = screen.getByRole('region', { name: label });

    fireEvent.mouseEnter(carousel);
    await advance(intervalMs * 3);
    expect(shown()).toEqual([first]);
    fireEvent.mouseLeave(carousel);
    await advance(intervalMs);
    expect(shown()).toEqual([second]);
  });

  it('pauses while focus is in it, and when the visitor pauses it', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width });
    renderPublic(element);
    const carousel = screen.getByRole('region', { name: label });
    const toggle = within(carousel).getByRole('button', { name: carouselText.pause });

    act(() => toggle.focus());
    await advance(intervalMs * 2);
    expect(shown()).toEqual([first]);
    act(() => toggle.blur());
    await advance(intervalMs);
    expect(shown()).toEqual([second]);

    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(carouselText.play);
    await advance(intervalMs * 2);
    expect(shown()).toEqual([second]);
  });

  it('stands still for visitors who prefer reduced motion, who may still play it', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width, reducedMotion: true });
    renderPublic(element);
    const carousel = screen.getByRole('region', { name: label });

    await advance(intervalMs * 3);
    expect(shown()).toEqual([first]);
    fireEvent.click(within(carousel).getByRole('button', { name: carouselText.play }));
    await advance(intervalMs);
    expect(shown()).toEqual([second]);
  });
});
