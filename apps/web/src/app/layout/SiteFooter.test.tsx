import { messages, services } from '@shata/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientConfigFixture, stubApi } from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { SiteFooter } from './SiteFooter';

const clientConfig = clientConfigFixture();

function renderFooter() {
  stubApi({ 'GET /api/client-config': clientConfig });
  return renderRoutes([{ path: '*', element: <SiteFooter /> }], { path: '/terms-and-conditions' });
}

async function expectChooserWithStoreLinks() {
  const dialog = await screen.findByRole('dialog', { name: messages.appChooser.title });
  const app = within(dialog).getByRole('region', { name: messages.appChooser.partnerApp });
  expect(
    await within(app).findByRole('link', { name: messages.appChooser.googlePlay }),
  ).toHaveAttribute('href', clientConfig.partnerApp.android);
  expect(within(app).getByRole('link', { name: messages.appChooser.appStore })).toHaveAttribute(
    'href',
    clientConfig.partnerApp.ios,
  );
  return dialog;
}

describe('the footer', () => {
  it('links Contact Us to the contact section, T&C to the terms and each service', async () => {
    renderFooter();

    expect(screen.getByRole('link', { name: messages.footer.contactUs })).toHaveAttribute(
      'href',
      '/#contact',
    );
    expect(screen.getByRole('link', { name: messages.footer.termsLink })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    for (const service of services) {
      expect(screen.getByRole('link', { name: service })).toHaveAttribute('href', '/signup');
    }
  });

  it('links the social networks configured on the server', async () => {
    renderFooter();

    expect(await screen.findByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      clientConfig.socialLinks.instagram,
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      clientConfig.socialLinks.facebook,
    );
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      clientConfig.socialLinks.linkedin,
    );
  });

  it('opens the Choose Your App popup from Mobile Version, and closes it', async () => {
    const user = userEvent.setup();
    renderFooter();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.footer.mobileVersion }));

    const dialog = await expectChooserWithStoreLinks();
    await user.click(within(dialog).getByRole('button', { name: messages.appChooser.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([messages.appChooser.googlePlay, messages.appChooser.appStore])(
    'opens the same popup from the %s badge',
    async (badge) => {
      const user = userEvent.setup();
      renderFooter();

      await user.click(screen.getByRole('button', { name: badge }));

      await expectChooserWithStoreLinks();
    },
  );
});
