import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '../../lib/client-config';
import { stubMatchMedia } from '../../testing/match-media';
import { advance, settle } from '../../testing/render';
import { ContactSection } from './ContactSection';
import { clientConfig, renderPublic, renderPublicInHindi } from './landing-test-kit';
import { landingText } from './landing-text';
import { mapLoadTimeoutMs } from './OfficeMap';

const text = landingText.contact;
const address = clientConfig.officeAddress ?? '';

const notConfigured = {
  supportEmail: null,
  supportPhone: null,
  supportWhatsApp: null,
  officeAddress: null,
  officeCoordinates: null,
} satisfies Partial<ClientConfig>;

function renderContact(config: Partial<ClientConfig> = {}) {
  stubMatchMedia({ width: 1280 });
  renderPublic(<ContactSection />, {
    'GET /api/client-config': { ...clientConfig, ...config },
  });
  return screen.getByRole('region', { name: text.title });
}

/** The office block's facts: each label with what a visitor reads beside it. */
function facts(contact: HTMLElement) {
  return within(contact)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the contact section', () => {
  it('shows the configured address, phone, WhatsApp and e-mail beside the spec’s promises', async () => {
    const contact = renderContact();

    const phone = await within(contact).findByRole('link', { name: '+91 80 4567 8900' });
    expect(phone).toHaveAttribute('href', 'tel:+918045678900');
    expect(within(contact).getByRole('link', { name: '+91-98450-12345' })).toHaveAttribute(
      'href',
      'https://wa.me/919845012345',
    );
    expect(within(contact).getByRole('link', { name: 'help@shata.test' })).toHaveAttribute(
      'href',
      'mailto:help@shata.test',
    );
    expect(facts(contact)).toEqual([
      ['Office hours', '10:00AM to 7:00PM'],
      ['24/7 phone support', '+91 80 4567 8900'],
      ['WhatsApp', '+91-98450-12345'],
      ['Email', 'help@shata.testWe reply within 2 hours'],
    ]);
    expect(within(contact).getByText(address).tagName).toBe('ADDRESS');
  });

  it('leaves out every detail that is not configured, and the map with the address', async () => {
    vi.useFakeTimers();
    const contact = renderContact(notConfigured);
    await settle();

    expect(facts(contact)).toEqual([['Office hours', '10:00AM to 7:00PM']]);
    expect(contact).not.toHaveTextContent('24/7');
    expect(contact).not.toHaveTextContent('.local');
    expect(within(contact).queryByRole('link')).not.toBeInTheDocument();
    expect(contact.querySelector('address')).toBeNull();
    expect(screen.queryByTitle(text.mapTitle)).not.toBeInTheDocument();
  });

  it('maps the office on OpenStreetMap at the configured coordinates, with a link to open it', async () => {
    const contact = renderContact();

    const map = await screen.findByTitle(text.mapTitle);
    const src = new URL(String(map.getAttribute('src')));
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe('12.9752,77.6069');
    expect(within(contact).getByRole('link', { name: text.openMap })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=12.9752&mlon=77.6069#map=16/12.9752/77.6069',
    );
  });

  it('maps the configured address on Google’s map when a Maps Embed key is configured', async () => {
    const contact = renderContact({ mapsEmbedApiKey: 'embed-key' });

    const map = await screen.findByTitle(text.mapTitle);
    const src = new URL(String(map.getAttribute('src')));
    expect(src.origin + src.pathname).toBe('https://www.google.com/maps/embed/v1/place');
    expect(src.searchParams.get('key')).toBe('embed-key');
    expect(src.searchParams.get('q')).toBe(address);
    const page = new URL(
      String(within(contact).getByRole('link', { name: text.openMap }).getAttribute('href')),
    );
    expect(page.origin + page.pathname).toBe('https://www.google.com/maps/search/');
    expect(page.searchParams.get('query')).toBe(address);
  });

  it('shows the address as text and a link in the map’s place when the map does not load in time', async () => {
    vi.useFakeTimers();
    const contact = renderContact();
    await settle();
    expect(screen.getByTitle(text.mapTitle)).toBeInTheDocument();

    await advance(mapLoadTimeoutMs - 1);
    expect(screen.getByTitle(text.mapTitle)).toBeInTheDocument();
    await advance(1);

    expect(screen.queryByTitle(text.mapTitle)).not.toBeInTheDocument();
    expect(
      within(contact)
        .getAllByText(address)
        .map((element) => element.tagName),
    ).toEqual(['ADDRESS', 'ADDRESS']);
    expect(within(contact).getByRole('link', { name: text.openMap })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/\?mlat=12\.9752/),
    );
  });

  it('keeps the map once it has loaded', async () => {
    vi.useFakeTimers();
    renderContact();
    await settle();

    fireEvent.load(screen.getByTitle(text.mapTitle));
    await advance(mapLoadTimeoutMs * 2);

    expect(screen.getByTitle(text.mapTitle)).toBeInTheDocument();
  });

  it('shows the address as text and a link at once while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.useFakeTimers();
    const contact = renderContact();
    await settle();

    expect(within(contact).getAllByText(address)).toHaveLength(2);
    expect(screen.queryByTitle(text.mapTitle)).not.toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: text.openMap })).toBeInTheDocument();
  });

  it('shows the address as text and a link to find it when neither a key nor coordinates can draw the map', async () => {
    const contact = renderContact({ officeCoordinates: null });

    expect(await within(contact).findAllByText(address)).toHaveLength(2);
    expect(screen.queryByTitle(text.mapTitle)).not.toBeInTheDocument();
    const page = new URL(
      String(within(contact).getByRole('link', { name: text.openMap }).getAttribute('href')),
    );
    expect(page.origin + page.pathname).toBe('https://www.google.com/maps/search/');
    expect(page.searchParams.get('query')).toBe(address);
  });
});

describe('the contact section in Hindi', () => {
  it('names the office’s details, its map and its pictures in Hindi', async () => {
    stubMatchMedia({ width: 1280 });
    await renderPublicInHindi(<ContactSection />);

    const contact = await screen.findByRole('region', { name: 'हमसे संपर्क करें' });
    await within(contact).findByRole('link', { name: '+91 80 4567 8900' });
    expect(facts(contact)).toEqual([
      ['दफ़्तर का समय', 'सुबह 10:00 से शाम 7:00 बजे तक'],
      ['24/7 फ़ोन सहायता', '+91 80 4567 8900'],
      ['WhatsApp', '+91-98450-12345'],
      ['ईमेल', 'help@shata.testहम 2 घंटे के अंदर जवाब देते हैं'],
    ]);
    expect(await screen.findByTitle('Shata का दफ़्तर दिखाता नक्शा')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'नक्शा नए टैब में खोलें' })).toBeVisible();
    const pictures = within(contact).getByRole('region', { name: 'Shata इवेंट के कुछ पल' });
    expect(within(pictures).getAllByRole('img')[0]).toHaveAccessibleName(
      'गेंदे की मालाओं से सजा शादी का मंच',
    );
  });
});
