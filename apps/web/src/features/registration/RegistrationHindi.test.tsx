import { registrationMessagesHi } from '@shata/domain/hi/messages-registration';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocale } from '../../lib/i18n/locale';
import { jsonResponse } from '../../testing/api-stub';
import { fakeUploads } from '../../testing/fake-uploads';
import { registrationTextHi } from './registration-text.hi';
import {
  fakeFile,
  registrationRoutes,
  renderRegistration,
  returningPartner,
  sampleFiles,
  wrongCheckDigitAadhaar,
} from './test-kit';

vi.mock(
  './uploads/resumable-upload',
  async () => (await import('../../testing/fake-uploads')) as object,
);
// The QR decoder (WASM jsdom cannot run) at its module boundary: it reads the digits of a picture.
vi.mock('./aadhaar-qr/qr-decoder', () => ({
  prepareQrDecoder: async () => {},
  decodeQrInPicture: async () => '4839201938475610293847561029384756',
  decodeQrInVideoFrame: async () => null,
}));

const hi = registrationTextHi;

beforeEach(() => fakeUploads.reset());
afterEach(() => vi.useRealTimers());

/** Renders the form in Hindi and waits for the partner's record, as a Hindi reader sees it. */
async function renderInHindi(options: Parameters<typeof renderRegistration>[0] = {}) {
  // Awaited, so the screen's first render, which waits for its Hindi words, goes on once they load.
  const view = await act(async () => renderRegistration({ ...options, locale: 'hi' }));
  await screen.findByRole('heading', { level: 2, name: 'आपकी जानकारी' });
  await waitFor(() => expect(screen.queryByText(hi.loadingPartner)).toBeNull());
  return view;
}

/** The language switch of the header, as a test stands it in. */
function SwitchToHindi() {
  const { chooseLocale } = useLocale();
  return (
    <button type="button" onClick={() => chooseLocale('hi')}>
      हिन्दी
    </button>
  );
}

/** A step of the wizard's list, by its Hindi label. */
function stepItem(label: string): HTMLElement {
  const steps = screen.getByRole('list', { name: 'दस्तावेज़ के चरण' });
  const item = within(steps)
    .getAllByRole('listitem')
    .find((entry) => entry.querySelector('.wizard-step__label')?.textContent?.startsWith(label));
  if (!item) throw new Error(`No wizard step ${label}`);
  return item;
}

describe('the registration form in Hindi', () => {
  it('welcomes, names its sections, fields and kinds of business in Hindi, and titles the tab', async () => {
    await renderInHindi();

    expect(screen.getByRole('heading', { level: 1, name: 'Shata में आपका स्वागत है' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'अभी अपनी जानकारी भरें' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '2. बुनियादी जानकारी' })).toBeVisible();
    expect(screen.getByLabelText('फ़ोन नंबर')).toBeVisible();
    expect(screen.getByLabelText('पिन कोड')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'साझेदारी फ़र्म' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'भारत' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: hi.hero.images.catering })).toBeInTheDocument();
    expect(screen.getByText('कोई सेवा नहीं चुनी गई')).toBeVisible();
    expect(document.title).toBe('पार्टनर पंजीकरण | Shata पार्टनर पोर्टल');
    expect(screen.queryByText('Your details')).toBeNull();
  });

  it('shows the services by their Hindi names, the stored value staying the same', async () => {
    const { user } = await renderInHindi();

    await user.click(screen.getByRole('button', { name: /^सेवाएँ/ }));
    await user.click(screen.getByRole('option', { name: 'कैटरर' }));
    await user.keyboard('{Escape}');

    const chips = screen.getByRole('list', { name: 'चुनी गई सेवाएँ' });
    expect(within(chips).getByRole('button', { name: 'कैटरर हटाएँ' })).toBeVisible();
  });

  it("says a field's error in Hindi as a wrong number is typed", async () => {
    const { user } = await renderInHindi();

    await user.type(screen.getByLabelText('फ़ोन नंबर'), '98450');
    await user.type(screen.getByLabelText('आधार नंबर'), wrongCheckDigitAadhaar);

    expect(screen.getByLabelText('फ़ोन नंबर')).toHaveAccessibleDescription(
      'फ़ोन नंबर 10 अंकों का होना चाहिए',
    );
    expect(screen.getByLabelText('आधार नंबर')).toHaveAccessibleDescription('यह आधार नंबर सही नहीं है');
    expect(screen.queryByText('Phone must be 10 digits')).toBeNull();
  });

  it('refuses a file of another type in Hindi', async () => {
    const { user } = await renderInHindi();

    await user.upload(
      screen.getByLabelText('आधार की फ़ाइल'),
      fakeFile('notes.txt', 100, 'text/plain'),
    );

    expect(screen.getByLabelText('आधार की फ़ाइल')).toHaveAccessibleDescription(
      `JPG, JPEG, PNG या PDF, ज़्यादा से ज़्यादा 50 MB। ${registrationMessagesHi.documents.fileTypeNotAllowed}`,
    );
  });

  it("shows an upload's progress line in Hindi, and how many documents are still on their way", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = await renderInHindi();

    await user.upload(screen.getByLabelText('आधार की फ़ाइल'), sampleFiles.aadharCard());
    await waitFor(() => expect(fakeUploads.started).toHaveLength(1));
    const upload = fakeUploads.latest('aadharCard');
    upload.progress(0);
    vi.advanceTimersByTime(2_000);
    upload.progress(60 * 1024);

    expect(screen.getByRole('progressbar', { name: 'आधार के अपलोड की प्रगति' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(stepItem('आधार')).toHaveTextContent('150 KB में से 60 KB · 30 KB/s · लगभग 3 सेकंड बाकी');
    upload.waitForNetwork(true);
    expect(stepItem('आधार')).toHaveTextContent(hi.documents.waitingForNetwork);
    upload.waitForNetwork(false);
    upload.stage();
    expect(stepItem('आधार')).toHaveTextContent('अपलोड हो गया, जमा करने के लिए तैयार');

    for (const [label, file] of [
      ['PAN', sampleFiles.panCard()],
      ['GST प्रमाणपत्र', sampleFiles.gstCertificate()],
      ['निगमन प्रमाणपत्र (CIN)', sampleFiles.incorporationCertificate()],
    ] as const) {
      await user.upload(screen.getByLabelText(`${label} की फ़ाइल`), file);
    }
    const line = () =>
      screen.getByText((_, element) => element?.classList.contains('wizard-complete') ?? false);
    expect(line()).toHaveTextContent('3 दस्तावेज़ अपलोड हो रहे हैं…');
    await waitFor(() => expect(fakeUploads.started).toHaveLength(4));
    fakeUploads.latest('panCard').stage();
    fakeUploads.latest('gstCertificate').stage();
    expect(line()).toHaveTextContent('1 दस्तावेज़ अपलोड हो रहा है…');
    fakeUploads.latest('incorporationCertificate').stage();
    expect(line()).toHaveTextContent('सभी दस्तावेज़ अपलोड हो गए!');
    expect(screen.getByRole('button', { name: 'जमा करें' })).toBeEnabled();
  });

  it('says when the draft was saved, the time as hi-IN writes it', async () => {
    await renderInHindi();

    fireEvent.change(screen.getByLabelText('नाम'), { target: { value: 'आशा राव' } });
    fireEvent.blur(screen.getByLabelText('नाम'), { relatedTarget: screen.getByLabelText('शहर') });

    const saved = await screen.findByText(/^ड्राफ़्ट .+ पर सहेजा गया।/);
    const time = new Date().toLocaleTimeString('hi-IN', { hour: '2-digit', minute: '2-digit' });
    expect(saved).toHaveTextContent(`ड्राफ़्ट ${time} पर सहेजा गया।`);
  });

  it("titles the Aadhaar QR dialog in Hindi and says the server's refusal in Hindi", async () => {
    const { user } = await renderInHindi({
      partner: returningPartner(),
      handlers: {
        'POST /api/partners/p-1/aadhaar-qr': jsonResponse(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message:
              'This QR code could not be read as an Aadhaar Secure QR. Scan the QR on your Aadhaar card or e-Aadhaar again, in good light.',
          },
          422,
        ),
      },
    });

    await user.click(screen.getByRole('button', { name: 'अपने आधार का QR स्कैन करें' }));
    const dialog = screen.getByRole('dialog', { name: 'अपने आधार का QR स्कैन करें' });
    expect(dialog).toHaveAccessibleDescription(hi.aadhaarQr.description);
    // No camera in jsdom: the dialog says so, and offers a picture instead.
    expect(await within(dialog).findByText(hi.aadhaarQr.cameraUnavailable)).toBeVisible();
    const picture = within(dialog).getByLabelText('तस्वीर चुनें');
    await waitFor(() => expect(picture).toBeEnabled());

    await user.upload(picture, new File(['QR'], 'qr.jpg', { type: 'image/jpeg' }));

    expect(
      await within(dialog).findByText(registrationMessagesHi.aadhaarQr.unreadable),
    ).toBeVisible();
  });

  it('switches to Hindi mid-form keeping what was typed, its error said anew in Hindi', async () => {
    const { user } = renderRegistration({
      routes: [
        {
          element: (
            <>
              <SwitchToHindi />
              <Outlet />
            </>
          ),
          children: registrationRoutes,
        },
      ],
      handlers: { 'PUT /api/locale': { locale: 'hi' } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Phone number'), '98450');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone must be 10 digits',
    );

    // Awaited, as the render is: the switch waits for the Hindi words, then changes in place.
    await act(() => user.click(screen.getByRole('button', { name: 'हिन्दी' })));

    expect(await screen.findByRole('heading', { level: 2, name: 'आपकी जानकारी' })).toBeVisible();
    expect(screen.getByLabelText('नाम')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('फ़ोन नंबर')).toHaveValue('98450');
    expect(screen.getByLabelText('फ़ोन नंबर')).toHaveAccessibleDescription(
      'फ़ोन नंबर 10 अंकों का होना चाहिए',
    );
  });

  it("says the server's refusal of a submitted document in Hindi, the document named in Hindi", async () => {
    const { user } = await renderInHindi({
      partner: returningPartner(),
      handlers: {
        'POST /api/partners/p-1/submission': jsonResponse(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: 'documents_refused',
            message: 'Some documents could not be submitted; nothing was saved.',
            documents: [
              {
                type: 'aadharCard',
                message: 'No Aadhaar file is waiting to be submitted. Choose the file again.',
              },
            ],
          },
          422,
        ),
      },
    });
    await user.click(screen.getByRole('button', { name: 'आधार बदलें' }));
    await user.upload(screen.getByLabelText('आधार की फ़ाइल'), sampleFiles.aadharCard());
    await waitFor(() => expect(fakeUploads.started).toHaveLength(1));
    fakeUploads.latest('aadharCard').stage();

    await user.click(await screen.findByRole('button', { name: 'जमा करें' }));

    expect(
      await screen.findByText('आधार: आधार की कोई फ़ाइल जमा होने के लिए तैयार नहीं है। फ़ाइल फिर से चुनें।'),
    ).toBeVisible();
    expect(screen.getByText(registrationMessagesHi.registration.submitFailure)).toBeVisible();
  });

  it('says how long to wait after too many scans in Hindi', async () => {
    const { user } = await renderInHindi({
      partner: returningPartner(),
      handlers: {
        'POST /api/partners/p-1/aadhaar-qr': () =>
          new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '45' } }),
      },
    });
    await user.click(screen.getByRole('button', { name: 'अपने आधार का QR स्कैन करें' }));
    const dialog = screen.getByRole('dialog', { name: 'अपने आधार का QR स्कैन करें' });
    const picture = within(dialog).getByLabelText('तस्वीर चुनें');
    await waitFor(() => expect(picture).toBeEnabled());

    await user.upload(picture, new File(['QR'], 'qr.jpg', { type: 'image/jpeg' }));

    expect(
      await within(dialog).findByText('बहुत ज़्यादा अनुरोध। कृपया 45 सेकंड बाद फिर से कोशिश करें।'),
    ).toBeVisible();
  });
});
