import { messages, paths } from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../testing/match-media';
import { LandingPage } from './LandingPage';
import { clientConfig, renderPublic, renderPublicInHindi } from './landing-test-kit';
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

describe('the landing page in Hindi', () => {
  function renderHindi() {
    stubMatchMedia({ width: 1280 });
    return renderPublicInHindi(<LandingPage />);
  }

  it('speaks Hindi from its title to its last section', async () => {
    await renderHindi();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपने हुनर को कमाई में बदलें' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Shata के बारे में',
      'Shata पार्टनर बनें',
      'Shata के पार्टनर क्यों बनें',
      'अक्सर पूछे जाने वाले सवाल',
      'हमसे संपर्क करें',
    ]);
    const benefits = screen.getByRole('region', { name: 'Shata के पार्टनर क्यों बनें' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'ज़्यादा ग्राहकों तक पहुँचें',
    );
    expect(screen.getByRole('link', { name: 'पार्टनर बनें' })).toHaveAttribute('href', paths.signup);
    expect(screen.getByRole('button', { name: 'ऐप डाउनलोड करें' })).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'ऐसे इवेंट, जिन्हें Shata पार्टनर यादगार बनाते हैं' }))
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([
      'गेंदे की मालाओं से सजा शादी का मंच',
      'भारतीय खाने की प्लेटों वाली बुफ़े टेबल',
      'पार्टी में कैमरे के साथ एक फ़ोटोग्राफ़र',
    ]);
    // The title is set by an effect, which may run just after the words show.
    await waitFor(() => expect(document.title).toBe('अपने हुनर को कमाई में बदलें | Shata पार्टनर पोर्टल'));
  });

  it('answers the FAQ in Hindi, naming the documents and the file limit', async () => {
    const user = userEvent.setup();
    await renderHindi();

    await user.click(await screen.findByRole('button', { name: 'मुझे कौन-से दस्तावेज़ चाहिए?' }));

    const answer = screen.getByText(/यह आपके व्यवसाय के प्रकार पर निर्भर करता है/);
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('PAN कार्ड सभी के लिए वैकल्पिक है।');
    expect(answer).toHaveTextContent('50 MB तक की JPG, JPEG, PNG, PDF फ़ाइल');
    expect(screen.getByRole('button', { name: 'Shata क्या है?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('states the fees in rupees with Indian grouping, and the carousel’s controls in Hindi', async () => {
    await renderHindi();
    const partner = await screen.findByRole('region', { name: 'Shata पार्टनर बनें' });

    const fees = within(partner).getByRole('region', { name: 'इसकी लागत' });
    expect(fees).toHaveTextContent('जॉइनिंग फ़ीस₹2,00,000 प्रति वर्ष, साथ में GST');
    expect(fees).toHaveTextContent('सर्विस फ़ीसइवेंट की राशि (GST छोड़कर) का 5%');
    expect(within(fees).getByRole('link', { name: 'पार्टनर के नियम और शर्तें पढ़ें' })).toHaveAttribute(
      'href',
      paths.terms,
    );
    const slides = within(partner).getByRole('region', { name: 'जुड़ने का तरीका' });
    expect(slides).toHaveAttribute('aria-roledescription', 'स्लाइडशो');
    expect(within(slides).getByRole('button', { name: '3 में से 2' })).toBeVisible();
    expect(within(slides).getByRole('button', { name: /^स्लाइडशो (रोकें|चलाएँ)$/ })).toBeVisible();
  });
});
