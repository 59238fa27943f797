import { messages, timings } from '@shata/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carouselText } from '../../components/carousel/carousel-text';
import { stubMatchMedia } from '../../testing/match-media';
import { advance } from '../../testing/render';
import { heroImages, RegistrationHero } from './RegistrationHero';
import { registrationText } from './registration-text';

const text = registrationText.hero;
const [first, second, third] = heroImages.map((image) => image.alt);

function renderHero() {
  return render(
    <>
      <RegistrationHero formId="the-form" />
      <form id="the-form" aria-label="The form" tabIndex={-1} />
    </>,
  );
}

/** The names of the images a user can see. */
function visibleImages() {
  return screen
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the registration hero', () => {
  it('welcomes the partner and links to the form, moving focus there', async () => {
    stubMatchMedia({ width: 1280 });
    const user = userEvent.setup();
    renderHero();

    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const link = screen.getByRole('link', { name: messages.registration.fillYourDetailsNow });
    expect(link).toHaveAttribute('href', '#the-form');

    await user.click(link);

    expect(screen.getByRole('form', { name: 'The form' })).toHaveFocus();
  });

  it('shows the three images side by side on wide screens, without rotating', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 768 });
    renderHero();

    expect(visibleImages()).toEqual([first, second, third]);
    await advance(timings.registrationCarouselMs * 2);
    expect(visibleImages()).toEqual([first, second, third]);
    expect(screen.queryByRole('button', { name: carouselText.pause })).not.toBeInTheDocument();
  });

  it('shows one image at a time below 768 px, the next every 2.2 s', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 767 });
    renderHero();

    expect(visibleImages()).toEqual([first]);
    await advance(timings.registrationCarouselMs - 1);
    expect(visibleImages()).toEqual([first]);
    await advance(1);
    expect(visibleImages()).toEqual([second]);
    await advance(timings.registrationCarouselMs);
    expect(visibleImages()).toEqual([third]);
    await advance(timings.registrationCarouselMs);
    expect(visibleImages()).toEqual([first]);
    expect(screen.getByRole('group', { name: carouselText.slide(1, 3) })).toBeVisible();
  });

  it('follows the screen when it turns narrow', async () => {
    vi.useFakeTimers();
    const media = stubMatchMedia({ width: 1024 });
    renderHero();
    expect(visibleImages()).toHaveLength(3);

    act(() => media.resize({ width: 360 }));

    expect(visibleImages()).toEqual([first]);
    await advance(timings.registrationCarouselMs);
    expect(visibleImages()).toEqual([second]);
  });

  it('pauses while the pointer is on it', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 360 });
    renderHero();
    const carousel = screen.getByRole('region', { name: text.imagesLabel });

    fireEvent.mouseEnter(carousel);
    await advance(timings.registrationCarouselMs * 3);
    expect(visibleImages()).toEqual([first]);

    fireEvent.mouseLeave(carousel);
    await advance(timings.registrationCarouselMs);
    expect(visibleImages()).toEqual([second]);
  });

  it('pauses while focus is in it, and on request', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 360 });
    renderHero();
    const toggle = screen.getByRole('button', { name: carouselText.pause });

    act(() => toggle.focus());
    await advance(timings.registrationCarouselMs * 2);
    expect(visibleImages()).toEqual([first]);
    act(() => toggle.blur());
    await advance(timings.registrationCarouselMs);
    expect(visibleImages()).toEqual([second]);

    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(carouselText.play);
    await advance(timings.registrationCarouselMs * 2);
    expect(visibleImages()).toEqual([second]);

    // Play chosen with the keyboard: it turns with focus still on the button.
    act(() => toggle.focus());
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(carouselText.pause);
    await advance(timings.registrationCarouselMs);
    expect(visibleImages()).toEqual([third]);
  });

  it('stands still for users who prefer reduced motion, who may still play it', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 360, reducedMotion: true });
    renderHero();

    await advance(timings.registrationCarouselMs * 3);
    expect(visibleImages()).toEqual([first]);

    fireEvent.click(screen.getByRole('button', { name: carouselText.play }));
    await advance(timings.registrationCarouselMs);
    expect(visibleImages()).toEqual([second]);
  });

  it('shows a placeholder with the same description when an image fails to load', () => {
    stubMatchMedia({ width: 1280 });
    renderHero();

    fireEvent.error(screen.getByRole('img', { name: second }));

    const placeholder = screen.getByRole('img', { name: second });
    expect(placeholder.tagName).toBe('DIV');
    expect(visibleImages()).toEqual([first, second, third]);
  });
});
