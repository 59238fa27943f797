import { messages, type Partner } from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formCatalogue } from '../../components/form/form-text';
import { secondFactorCatalogue } from '../../components/second-factor/second-factor-catalogue';
import { accountMessages } from '../../lib/i18n/messages/account';
import {
  approvedPartnerFixture,
  jsonResponse,
  partnerFixture,
  type StubAnswer,
  stubApi,
} from '../../testing/api-stub';
import { loadInHindi } from '../../testing/hindi';
import { renderRoutes } from '../../testing/render';
import { AccountPage } from './AccountPage';
import { accountCatalogue } from './account-catalogue';

// ZXing's writer is WASM, which jsdom cannot fetch: the QR arrives as a picture already drawn.
vi.mock('../../components/second-factor/qr-image', () => ({
  qrImageUrl: async () => 'data:image/svg+xml;base64,PHN2Zy8+',
}));

const partnerUrl = 'GET /api/partners/p-1';

function renderAccount(
  answer: Partner | Response | (() => Promise<Response>),
  handlers: Record<string, StubAnswer> = {},
  locale: 'en' | 'hi' = 'en',
) {
  const api = stubApi({ [partnerUrl]: answer, ...handlers });
  const view = renderRoutes(
    [
      { path: '/my_account/:partnerId', element: <AccountPage /> },
      { path: '/status/:partnerId', element: <p>Status screen</p> },
    ],
    { path: '/my_account/p-1', locale },
  );
  return { api, ...view };
}

/** The value shown beside a field's label in the profile's description list. */
function shownValue(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') {
    throw new Error(`No value for ${label}`);
  }
  return value;
}

const fieldLabels = [
  'Company name',
  'Services',
  'Personal email',
  'Company email',
  'Mobile number',
  'Status',
  'GST number',
  'CIN number',
  'Aadhaar number',
  'Address',
];

const fullPartner = approvedPartnerFixture({
  name: 'Asha Rao',
  companyName: 'Asha Events',
  companyEmail: 'bookings@ashaevents.in',
  servicesSelected: ['Event Planner', 'Caterer', 'Photographer'],
  companyLocation: '12B, MG Road, Bengaluru, Karnataka, India, 560001',
  aadharNo: 'XXXX XXXX 2346',
});

describe('AccountPage', () => {
  it("shows 'Loading...' and then the partner's profile, every field as text", async () => {
    let answer: (response: Response) => void = () => {};
    renderAccount(() => new Promise<Response>((resolve) => (answer = resolve)));

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    answer(jsonResponse(fullPartner));

    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    // The address once, among the fields, not again under the name.
    expect(screen.getAllByText('12B, MG Road, Bengaluru, Karnataka, India, 560001')).toHaveLength(
      1,
    );

    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(fieldLabels);
    expect(shownValue('Company name')).toHaveTextContent('Asha Events');
    expect(shownValue('Services')).toHaveTextContent(/^Event Planner, Caterer, Photographer$/);
    expect(shownValue('Personal email')).toHaveTextContent('asha@example.com');
    expect(shownValue('Company email')).toHaveTextContent('bookings@ashaevents.in');
    expect(shownValue('Mobile number')).toHaveTextContent('9876543210');
    // In words, not the stored code 'approved'.
    expect(shownValue('Status')).toHaveTextContent(/^Fully approved$/);
    expect(shownValue('GST number')).toHaveTextContent('29ABCDE1234F1Z5');
    expect(shownValue('CIN number')).toHaveTextContent('U12345KA2020PTC123456');
    expect(shownValue('Aadhaar number')).toHaveTextContent('XXXX XXXX 2346');
    expect(shownValue('Address')).toHaveTextContent(
      '12B, MG Road, Bengaluru, Karnataka, India, 560001',
    );

    // Read only: text, not (disabled) form fields.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('input, select, textarea')).toBeNull();
    expect(document.title).toBe('My Account | Shata Partner Portal');
  });

  it("shows '—' for every value the profile does not have", async () => {
    renderAccount(
      approvedPartnerFixture({
        name: '',
        companyName: '',
        companyLocation: '',
        mobileNo: '',
        gstNo: null,
        cinNo: null,
        aadharNo: null,
        servicesSelected: [],
        companyEmail: '  ',
      }),
    );

    const name = await screen.findByRole('heading', { level: 2, name: 'Not provided' });
    expect(name).toHaveTextContent('—');
    expect(name).toHaveAccessibleName('Not provided');
    expect(shownValue('Status')).toHaveTextContent(/^Fully approved$/);
    const provided = ['Personal email', 'Status'];
    for (const label of fieldLabels.filter((label) => !provided.includes(label))) {
      expect(shownValue(label)).toHaveTextContent(/^—Not provided$/);
    }
    expect(shownValue('Personal email')).toHaveTextContent('asha@example.com');
  });

  it('never shows a full Aadhaar number, only its last four digits', async () => {
    renderAccount(approvedPartnerFixture({ aadharNo: '234123412346' }));

    expect(await screen.findByText('XXXX XXXX 2346')).toBeVisible();
    expect(document.body).not.toHaveTextContent('234123412346');
  });

  it("says 'Error loading profile data' when the profile cannot be loaded", async () => {
    renderAccount(jsonResponse({ statusCode: 500, message: 'Something went wrong.' }, 500));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.account.loadError);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('tries again when asked, and shows the profile it then gets', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount(jsonResponse({ statusCode: 500, message: 'Boom' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.account.loadError);

    api.handlers[partnerUrl] = fullPartner;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a partner who is not fully approved to their status screen', async () => {
    renderAccount(partnerFixture({ _id: 'p-1', status: 'approved' }));

    expect(await screen.findByText('Status screen')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('keeps the profile shown when a later refresh fails', async () => {
    const { api, queryClient } = renderAccount(fullPartner);
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();

    api.handlers[partnerUrl] = jsonResponse({ message: 'Unavailable' }, 503);
    await queryClient.refetchQueries({ queryKey: ['partners', 'by-id', 'p-1'] });

    await waitFor(() => expect(api.calls(partnerUrl)).toHaveLength(2));
    expect(queryClient.getQueryState(['partners', 'by-id', 'p-1'])?.status).toBe('error');
    expect(screen.getByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    expect(within(shownValue('Company name')).getByText('Asha Events')).toBeVisible();
    expect(screen.queryByText(messages.account.loadError)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the second factor on My Account', () => {
  it('offers a partner without one to set it up, and says so once it is', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount(approvedPartnerFixture());
    api.handlers['GET /api/session/second-factor'] = {
      enrolled: false,
      passed: false,
      required: false,
    };
    api.handlers['POST /api/auth/two-factor/enable'] = {
      totpURI: 'otpauth://totp/Shata:a%40x?secret=JBSWY3DPEHPK3PXP',
      backupCodes: ['abcde-12345'],
    };
    api.handlers['POST /api/auth/two-factor/verify-totp'] = () => {
      api.handlers['GET /api/session/second-factor'] = {
        enrolled: true,
        passed: true,
        required: false,
      };
      return { user: {} };
    };

    const section = await screen.findByRole('region', { name: 'Second factor' });
    await user.click(within(section).getByRole('button', { name: 'Set up a second factor' }));
    await user.type(within(section).getByLabelText('Password'), 'Kolkata#Lights42');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    await user.type(await within(section).findByLabelText('Code from your app'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Verify' }));

    expect(
      await within(section).findByText(
        'Your account asks for a code from your authenticator app when you log in.',
      ),
    ).toBeVisible();
  });
});

describe('My Account in Hindi', () => {
  beforeAll(() =>
    loadInHindi(accountCatalogue, accountMessages, secondFactorCatalogue, formCatalogue),
  );

  it('names the screen and every field in Hindi, and the stage in Hindi words', async () => {
    renderAccount(fullPartner, {}, 'hi');

    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा अकाउंट' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    expect(within(shownValue('कंपनी का नाम')).getByText('Asha Events')).toBeVisible();
    expect(within(shownValue('आधार नंबर')).getByText('XXXX XXXX 2346')).toBeVisible();
    expect(within(shownValue('स्थिति')).getByText('पूरी तरह स्वीकृत')).toBeVisible();
    expect(within(shownValue('सेवाएँ')).getByText('इवेंट प्लानर, कैटरर, फ़ोटोग्राफ़र')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('मेरा अकाउंट | Shata पार्टनर पोर्टल'));
  });

  it('says in Hindi when the profile cannot be loaded', async () => {
    renderAccount(
      jsonResponse({ statusCode: 500, message: 'Something went wrong.' }, 500),
      {},
      'hi',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('प्रोफ़ाइल की जानकारी लोड नहीं हो सकी');
  });

  it("offers the second factor in Hindi, with its field errors and the server's refusal in Hindi", async () => {
    const user = userEvent.setup();
    renderAccount(
      approvedPartnerFixture(),
      {
        'GET /api/session/second-factor': { enrolled: false, passed: false, required: false },
        'POST /api/auth/two-factor/enable': {
          totpURI: 'otpauth://totp/Shata:a%40x?secret=JBSWY3DPEHPK3PXP',
          backupCodes: ['abcde-12345'],
        },
        'POST /api/auth/two-factor/verify-totp': jsonResponse(
          { code: 'invalid_code', message: messages.twoFactor.invalidCode },
          401,
        ),
      },
      'hi',
    );

    const section = await screen.findByRole('region', { name: 'दूसरा चरण (टू-फ़ैक्टर)' });
    await user.click(within(section).getByRole('button', { name: 'दूसरा चरण सेट करें' }));
    await user.click(within(section).getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await within(section).findByText('पासवर्ड ज़रूरी है')).toBeVisible();

    await user.type(within(section).getByLabelText('पासवर्ड'), 'Kolkata#Lights42');
    await user.click(within(section).getByRole('button', { name: 'आगे बढ़ें' }));
    expect(
      await within(section).findByRole('heading', { name: '2. अपने बैकअप कोड सहेजें' }),
    ).toBeVisible();
    expect(
      await within(section).findByRole('img', {
        name: 'Shata पार्टनर पोर्टल को ऑथेंटिकेटर ऐप में जोड़ने का QR कोड',
      }),
    ).toBeVisible();
    await user.type(within(section).getByLabelText('ऐप में दिखा कोड'), '123456');
    await user.click(within(section).getByRole('button', { name: 'सत्यापित करें' }));

    expect(
      await within(section).findByText('यह कोड सही नहीं है। अपने फ़ोन का समय जाँचें और फिर से कोशिश करें।'),
    ).toBeVisible();
  });
});
