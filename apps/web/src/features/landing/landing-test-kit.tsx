import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ClientConfig } from '../../lib/client-config';
import { type StubAnswer, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';

export const clientConfig: ClientConfig = {
  inactivityLogout: true,
  partnerApp: {
    android: 'https://play.google.com/store/apps/details?id=in.shata.partner',
    ios: 'https://apps.apple.com/in/app/shata-partner/id1',
  },
  socialLinks: {
    facebook: 'https://www.facebook.com/shata.in',
    instagram: 'https://www.instagram.com/shata.in',
    linkedin: 'https://www.linkedin.com/company/shata',
  },
  mapsEmbedApiKey: null,
  expectedWaits: { kyc: 1, companyVerification: 2, inPersonVerification: 5, finalApproval: 1 },
  supportEmail: 'help@shata.test',
  supportPhone: '+91 80 4567 8900',
  supportWhatsApp: '+91-98450-12345',
  officeAddress: '12 MG Road, Bengaluru, Karnataka 560001, India',
  officeCoordinates: { latitude: 12.9752, longitude: 77.6069 },
};

/** Renders `element` at '/' with the portal's API stubbed, and stand-ins for the pages its links lead to. */
export function renderPublic(
  element: ReactElement,
  handlers: Record<string, StubAnswer> = {},
  path = '/',
) {
  const api = stubApi({ 'GET /api/client-config': clientConfig, ...handlers });
  const view = renderRoutes(
    [
      { path: '/', element },
      { path: '/signup', element: <p>Signup screen</p> },
      { path: '/login', element: <p>Login screen</p> },
    ],
    { path },
  );
  return { api, ...view };
}

/** The descriptions of the images a visitor can see in the carousel named `label`. */
export function visibleImages(label: string): (string | null)[] {
  return within(screen.getByRole('region', { name: label }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'));
}
