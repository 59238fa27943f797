import { messages, paths } from '@shata/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../testing/match-media';
import { LandingPage } from './LandingPage';
import { clientConfig, renderPublic } from './landing-test-kit';
import { landingText } from './landing-text';

function renderLanding(path = '/') {
  stubMatchMedia({ width: 1280 });
  return renderPublic(<LandingPage />, {}, path);
}

describe('the landing page', () => {
  it('shows its sections in the spec’s order', () => {
    renderLanding();

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      landingText.about.title,
      landingText.partner.title,
      landingText.benefits.title,
      landingText.faq.title,
      landingText.contact.title,
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.landing.heroTitle);
    const benefits = screen.getByRole('region', { name: landingText.benefits.title });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Reach More Customers',
      'Easy Booking Management',
      'Guaranteed Payments',
      'Grow Your Business',
      'Safe & Secure Platform',
      'Easy KYC Onboarding',
    ]);
    expect(document.getElementById('contact')).toBe(
      screen.getByRole('region', { name: landingText.contact.title }),
    );
  });

  it.each([
    [messages.landing.becomeAPartner, 'Signup screen'],
    [messages.landing.joinShataToday, 'Login screen'],
    [messages.landing.loginSignUp, 'Login screen'],
  ])('leads %s to its screen', async (name, screenText) => {
    const user = userEvent.setup();
    renderLanding();

    await user.click(screen.getByRole('link', { name }));

    expect(await screen.findByText(screenText)).toBeVisible();
  });

  it('opens the Download App dropdown on the store links, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderLanding();
    const button = screen.getByRole('button', { name: messages.landing.downloadApp });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: messages.appChooser.appStore })).toHaveAttribute(
      'href',
      clientConfig.partnerApp.ios,
    );
    expect(screen.getByRole('link', { name: messages.appChooser.googlePlay })).toHaveAttribute(
      'href',
      clientConfig.partnerApp.android,
    );

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('link', { name: messages.appChooser.appStore }),
    ).not.toBeInTheDocument();
  });

  it('opens one FAQ answer at a time', async () => {
    const user = userEvent.setup();
    renderLanding();
    const [first, second] = landingText.faq.items;
    const questions = screen
      .getAllByRole('button', { expanded: false })
      .filter((button) =>
        landingText.faq.items.some((item) => item.question === button.textContent),
      );
    expect(questions).toHaveLength(5);
    expect(screen.getByText(first?.answer ?? '')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: first?.question }));
    expect(screen.getByText(first?.answer ?? '')).toBeVisible();

    await user.click(screen.getByRole('button', { name: second?.question }));
    expect(screen.getByText(second?.answer ?? '')).toBeVisible();
    expect(screen.getByText(first?.answer ?? '')).not.toBeVisible();
    expect(screen.getByRole('button', { name: first?.question })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: second?.question }));
    expect(screen.getByText(second?.answer ?? '')).not.toBeVisible();
  });

  it('gives the fourth question an answer of its own', () => {
    const answers = landingText.faq.items.map((item) => item.answer);
    expect(new Set(answers).size).toBe(5);
    expect(answers[3]).toContain('50 MB');
  });

  it('states the joining and service fees in the become-a-partner section, with the way to the terms', () => {
    renderLanding();
    const partner = screen.getByRole('region', { name: landingText.partner.title });

    const fees = within(partner).getByRole('region', { name: 'What it costs' });
    expect(fees).toHaveTextContent('Joining feeINR 2,00,000 per year plus GST');
    expect(fees).toHaveTextContent(
      'Service fee5% of the event value (excluding GST), charged on converted leads',
    );
    expect(within(fees).getByRole('link', { name: 'Read the partner terms' })).toHaveAttribute(
      'href',
      paths.terms,
    );
  });
});
