import { messages } from '@shata/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { TermsPage } from './TermsPage';

function renderTerms() {
  return renderRoutes([{ path: '*', element: <TermsPage /> }], { path: '/terms-and-conditions' });
}

describe('the terms page', () => {
  it('is the Partner Terms and Conditions, last updated May 6, 2025', () => {
    renderTerms();

    expect(screen.getByRole('heading', { level: 1, name: messages.termsPage.title })).toBeVisible();
    expect(screen.getByText('May 6, 2025')).toHaveAttribute('datetime', '2025-05-06');
    expect(document.title).toBe('Partner Terms and Conditions | Shata Partner Portal');
  });

  it('links every section from its table of contents', () => {
    renderTerms();
    const contents = screen.getByRole('navigation', { name: 'Contents' });

    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target).toHaveAccessibleName(new RegExp(`^\\d+\\. ${link.textContent}$`));
    }
  });

  it('defines the terms the spec names', () => {
    renderTerms();
    const definitions = screen.getByRole('region', { name: '1. Definitions' });

    for (const term of [
      'Lead',
      'Booking',
      'SHATA Score',
      'Joining Fee',
      'Service Fee',
      'Service Area tiers',
      'Rating',
    ]) {
      expect(within(definitions).getByText(term, { selector: 'dt' })).toBeVisible();
    }
  });

  it.each([
    ['2. Joining fee', ['INR 2,00,000 per year plus GST']],
    [
      '3. Lead guarantee and refunds',
      [
        '20 leads a year',
        'Fewer than 10 leads',
        '15% annual interest, within 30 days',
        '10 to 19 leads: a refund of INR 1,00,000',
      ],
    ],
    [
      '4. Service fee and settlement',
      ['5% of the event value (excluding GST)', 'T+3: 3 business days', 'within 7 days'],
    ],
    ['5. Cancellations', ['3 times the advance', '50% of the advance']],
    ['6. Response times and complaints', ['within 48 hours', 'within 2 business days']],
    ['7. Non-circumvention', ['6 months']],
    [
      '8. Ratings and renewal discount',
      ['below 6.0 over 3 months', '15-day window', '9.5 or above earns a 20% discount'],
    ],
    ['9. SHATA Score', ['SHATA Score of 10', 'Below 5', 'Below 3, the partnership is terminated']],
    [
      '11. Partner kit',
      ['1 welcome kit', '10 ID cards', '2 uniforms', '5 T-shirts', '100 MOU templates'],
    ],
    ['12. Renewal and termination', ['60 days', 'within 30 days']],
  ])('states the numbers of %s', (section, phrases) => {
    renderTerms();
    const region = screen.getByRole('region', { name: section });

    for (const phrase of phrases) expect(region).toHaveTextContent(phrase);
  });

  it('gives the lead radius of each city tier', () => {
    renderTerms();
    const rows = within(
      screen.getByRole('table', { name: 'Lead radius by city tier' }),
    ).getAllByRole('row');

    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Tier 13 km',
      'Tier 23 km',
      'Tier 35 km',
      'Tier 410 km',
    ]);
  });
});

describe('the terms page in Hindi', () => {
  // Awaited, so that the page renders once its Hindi words have loaded.
  function renderHindi() {
    return act(async () => {
      renderRoutes([{ path: '*', element: <TermsPage /> }], {
        path: '/terms-and-conditions',
        locale: 'hi',
      });
    });
  }

  it('says first that the English version prevails in a dispute', async () => {
    await renderHindi();

    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'पार्टनर के लिए नियम और शर्तें',
    });
    const notice = screen.getByText(
      'यह नियम और शर्तों का हिन्दी अनुवाद है। किसी विवाद की स्थिति में अंग्रेज़ी संस्करण ही मान्य होगा।',
    );
    expect(notice.compareDocumentPosition(title)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByText('6 मई 2025')).toHaveAttribute('datetime', '2025-05-06');
    // The title is set by an effect, which may run just after the words show.
    await waitFor(() =>
      expect(document.title).toBe('पार्टनर के लिए नियम और शर्तें | Shata पार्टनर पोर्टल'),
    );
  });

  it('states every section in Hindi, rupees with Indian grouping', async () => {
    await renderHindi();
    const contents = await screen.findByRole('navigation', { name: 'विषय-सूची' });

    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(13);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target).toHaveAccessibleName(new RegExp(`^\\d+\\. ${link.textContent}$`));
    }
    expect(screen.getByRole('region', { name: '2. जॉइनिंग फ़ीस' })).toHaveTextContent(
      'जॉइनिंग फ़ीस ₹2,00,000 प्रति वर्ष, साथ में GST है',
    );
    expect(screen.getByRole('region', { name: '3. लीड की गारंटी और रिफ़ंड' })).toHaveTextContent(
      '10 से 19 लीड: ₹1,00,000 का रिफ़ंड।',
    );
    const rows = within(
      screen.getByRole('table', { name: 'शहर के टियर के हिसाब से लीड का दायरा' }),
    ).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'टियर 13 km',
      'टियर 23 km',
      'टियर 35 km',
      'टियर 410 km',
    ]);
  });

  it('says nothing of a translation in English', () => {
    renderTerms();

    expect(screen.queryByText(/English version prevails/)).not.toBeInTheDocument();
  });
});
