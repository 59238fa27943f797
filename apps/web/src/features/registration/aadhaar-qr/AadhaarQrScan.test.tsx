import { type AadhaarQrVerified, messages } from '@shata/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type StubAnswer } from '../../../testing/api-stub';
import {
  deferred,
  draftSaved,
  field,
  text as formText,
  partnerUrls,
  renderRegistration,
  returningPartner,
  submitButton,
  type User,
  validAadhaar,
  waitForPartner,
} from '../test-kit';

const text = formText.aadhaarQr;

// The decoder (ZXing's WASM, which jsdom cannot run) at its module boundary: each test says what it reads.
const decoder = vi.hoisted(() => ({
  prepareQrDecoder: vi.fn<() => Promise<void>>(),
  decodeQrInPicture: vi.fn<(picture: Blob) => Promise<string | null>>(),
  decodeQrInVideoFrame: vi.fn<(video: HTMLVideoElement) => Promise<string | null>>(),
}));
vi.mock('./qr-decoder', () => ({ ...decoder }));

const scanUrl = 'POST /api/partners/p-1/aadhaar-qr';

/** The digits of a Secure QR, as the decoder reads them (made up: the server is stubbed). */
const secureQrDigits = '4839201938475610293847561029384756';

const verified: AadhaarQrVerified = {
  result: 'verified',
  name: 'Asha Rao',
  yearOfBirth: 1990,
  gender: 'F',
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  pincode: '560002',
  address: {
    house: '12',
    street: 'JC Road',
    landmark: 'Near Town Hall',
    locality: 'Jayachamarajendra Road',
    vtc: 'Bengaluru',
    postOffice: 'Bangalore GPO',
    subDistrict: 'Bangalore North',
  },
  last4: '2346',
  last4MatchesAadhaarNumber: true,
  nameMatchesProfile: false,
};

/** The back camera as the browser hands it out: one video track, which the screen must stop. */
function fakeCamera(answer?: () => Promise<MediaStream>) {
  const track = { kind: 'video', stop: vi.fn() };
  const stream = {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  } as unknown as MediaStream;
  const getUserMedia = vi.fn(answer ?? (async () => stream));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return { track, stream, getUserMedia };
}

beforeEach(() => {
  decoder.prepareQrDecoder.mockReset().mockResolvedValue(undefined);
  decoder.decodeQrInPicture.mockReset().mockResolvedValue(secureQrDigits);
  decoder.decodeQrInVideoFrame.mockReset().mockResolvedValue(null);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function scanButton() {
  return screen.getByRole('button', { name: text.scan });
}

function dialog() {
  return screen.getByRole('dialog', { name: text.title });
}

function pictureInput(): HTMLInputElement {
  return within(dialog()).getByLabelText(text.choosePicture);
}

async function renderForm(handlers: Record<string, StubAnswer> = {}, partner = returningPartner()) {
  const view = renderRegistration({ partner, handlers: { [scanUrl]: verified, ...handlers } });
  await waitForPartner();
  return view;
}

/** Opens the dialog and waits for the decoder. */
async function openScanner(user: User) {
  await user.click(scanButton());
  await waitFor(() => expect(pictureInput()).toBeEnabled());
}

const picture = () => new File(['a photo of the QR'], 'aadhaar-qr.jpg', { type: 'image/jpeg' });

describe('scanning the QR on the Aadhaar', () => {
  it('loads the decoder only when the button is pressed', async () => {
    fakeCamera();
    // Mocked anew, the module runs this at its next import, whichever tests imported it before.
    const imported = vi.fn();
    vi.doMock('./qr-decoder', () => {
      imported();
      return { ...decoder };
    });
    const { user } = await renderForm();
    expect(imported).not.toHaveBeenCalled();

    await openScanner(user);

    expect(imported).toHaveBeenCalledOnce();
    expect(decoder.prepareQrDecoder).toHaveBeenCalledOnce();
    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toHaveAccessibleDescription(text.description);
  });

  it('reads a chosen picture and posts its digits once the typed number is in the draft', async () => {
    fakeCamera();
    const draftSave = deferred<Response>();
    const { user, api } = await renderForm(
      { [partnerUrls.draftPut]: () => draftSave.promise },
      returningPartner({ aadharNo: null }),
    );
    await user.type(field(formText.fields.aadhaar), validAadhaar);
    await openScanner(user);

    const chosen = picture();
    await user.upload(pictureInput(), chosen);

    expect(decoder.decodeQrInPicture).toHaveBeenCalledWith(chosen);
    // The server compares the code with the draft's number: the scan waits until it is saved.
    await waitFor(() => expect(api.calls(partnerUrls.draftPut).length).toBeGreaterThan(0));
    expect(api.calls(partnerUrls.draftPut).at(-1)?.body).toMatchObject({
      values: { aadhaar: validAadhaar },
    });
    expect(within(dialog()).getByRole('status')).toHaveTextContent(text.checking);
    expect(api.calls(scanUrl)).toHaveLength(0);

    draftSave.resolve(jsonResponse(draftSaved()));

    await waitFor(() => expect(api.calls(scanUrl)).toHaveLength(1));
    expect(api.calls(scanUrl)[0]?.body).toEqual({ qrData: secureQrDigits });
  });

  it('shows what the code holds, and fills the name and the address only when asked', async () => {
    fakeCamera();
    const logs = [
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
    ];
    const { user } = await renderForm();
    await openScanner(user);

    await user.upload(pictureInput(), picture());

    const result = await within(dialog()).findByRole('region', { name: text.detailsHeading });
    await waitFor(() => expect(result).toHaveFocus());
    expect(result).toHaveTextContent(text.verified);
    const details = Object.fromEntries(
      within(result)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      [text.details.name]: 'Asha Rao',
      [text.details.yearOfBirth]: '1990',
      [text.details.gender]: 'Female',
      [text.details.address]:
        '12, JC Road, Near Town Hall, Jayachamarajendra Road, Bengaluru, Bangalore GPO, Bangalore North, Bengaluru Urban, Karnataka 560002',
    });
    expect(within(dialog()).getByRole('status')).toHaveTextContent('');
    // Nothing is filled in by the scan itself.
    expect(field(formText.fields.name)).toHaveValue('Asha Rao');
    expect(field(formText.fields.street)).toHaveValue('MG Road');

    await user.clear(field(formText.fields.name));
    await user.click(within(result).getByRole('button', { name: text.useName }));
    expect(field(formText.fields.name)).toHaveValue('Asha Rao');
    expect(within(dialog()).getByRole('status')).toHaveTextContent(text.nameUsed);
    expect(field(formText.fields.street)).toHaveValue('MG Road');

    await user.click(within(result).getByRole('button', { name: text.useAddress }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent(text.addressUsed);
    expect(field(formText.fields.address)).toHaveValue('12');
    expect(field(formText.fields.street)).toHaveValue('JC Road, Jayachamarajendra Road');
    expect(field(formText.fields.landmark)).toHaveValue('Near Town Hall');
    expect(field(formText.fields.city)).toHaveValue('Bengaluru');
    expect(field(formText.fields.state)).toHaveValue('Karnataka');
    expect(field(formText.fields.postalCode)).toHaveValue('560002');
    expect(field(formText.fields.country)).toHaveValue('India');

    // What was read stays in the dialog: not in the browser's storage, not in the console.
    expect(window.localStorage).toHaveLength(0);
    expect(window.sessionStorage).toHaveLength(0);
    for (const log of logs) {
      expect(JSON.stringify(log.mock.calls)).not.toContain(secureQrDigits);
      expect(JSON.stringify(log.mock.calls)).not.toContain('Bangalore GPO');
    }
  });

  it('points out a code for another Aadhaar number gently, showing only its last 4 digits', async () => {
    fakeCamera();
    const { user, api } = await renderForm(
      {
        [scanUrl]: { ...verified, last4: '9876', last4MatchesAadhaarNumber: false },
        [partnerUrls.submission]: returningPartner(),
      },
      returningPartner({ aadharNo: null }),
    );
    await user.type(field(formText.fields.aadhaar), validAadhaar);
    await openScanner(user);

    await user.upload(pictureInput(), picture());

    const warning = await within(dialog()).findByText(text.last4Mismatch('9876'), {
      exact: false,
    });
    expect(warning).not.toHaveAttribute('role', 'alert');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog()).not.toHaveTextContent(secureQrDigits.slice(0, 8));
    expect(within(dialog()).getByRole('button', { name: text.useName })).toBeEnabled();
    // The form keeps the number as typed, with no error on it, and can still be submitted.
    await user.click(within(dialog()).getByRole('button', { name: text.close }));
    expect(field(formText.fields.aadhaar)).toHaveValue(validAadhaar);
    expect(field(formText.fields.aadhaar)).not.toHaveAttribute('aria-invalid');
    await user.click(submitButton());
    await waitFor(() => expect(api.calls(partnerUrls.submission)).toHaveLength(1));
    expect(api.calls(partnerUrls.submission)[0]?.body).toMatchObject({
      profile: { aadharNo: validAadhaar },
    });
  });

  it('asks for the whole number when none was typed', async () => {
    fakeCamera();
    const { user } = await renderForm(
      { [scanUrl]: { ...verified, last4MatchesAadhaarNumber: false } },
      returningPartner({ aadharNo: null }),
    );
    await openScanner(user);

    await user.upload(pictureInput(), picture());

    expect(
      await within(dialog()).findByText(text.numberMissing('2346'), { exact: false }),
    ).toBeVisible();
  });

  it.each([
    ['a code it cannot read', 422, messages.aadhaarQr.unreadable],
    ['a code UIDAI did not sign', 422, messages.aadhaarQr.signatureInvalid],
    ['too many scans', 429, messages.limits.tryAgainIn(300)],
  ])('shows the server’s words for %s', async (_case, status, message) => {
    fakeCamera();
    const { user } = await renderForm({
      [scanUrl]: jsonResponse({ statusCode: status, error: 'Refused', message }, status),
    });
    await openScanner(user);

    await user.upload(pictureInput(), picture());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
    expect(
      within(dialog()).queryByRole('region', { name: text.detailsHeading }),
    ).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: text.scanAgain })).toBeVisible();
  });

  it('says so when the code is not an Aadhaar Secure QR, and sends nothing', async () => {
    fakeCamera();
    decoder.decodeQrInPicture.mockResolvedValue('upi://pay?pa=asha@upi&pn=Asha');
    const { user, api } = await renderForm();
    await openScanner(user);

    await user.upload(pictureInput(), picture());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text.notSecureQr);
    expect(api.calls(scanUrl)).toHaveLength(0);
  });

  it('says so when a picture holds no QR code, and keeps the camera looking', async () => {
    const camera = fakeCamera();
    decoder.decodeQrInPicture.mockResolvedValue(null);
    const { user, api } = await renderForm();
    await openScanner(user);

    await user.upload(pictureInput(), picture());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text.noCodeInPicture);
    expect(api.calls(scanUrl)).toHaveLength(0);
    expect(within(dialog()).getByLabelText(text.camera)).toBeInTheDocument();
    expect(camera.track.stop).not.toHaveBeenCalled();
  });

  it('reads a code the camera sees, then stops the camera', async () => {
    const camera = fakeCamera();
    const { user, api } = await renderForm();
    await openScanner(user);

    expect(camera.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }),
    );
    const video = within(dialog()).getByLabelText(text.camera) as HTMLVideoElement;
    expect(video.srcObject).toBe(camera.stream);
    expect(within(dialog()).getByRole('status')).toHaveTextContent(text.pointCamera);
    await waitFor(() => expect(decoder.decodeQrInVideoFrame).toHaveBeenCalledWith(video));

    decoder.decodeQrInVideoFrame.mockResolvedValue(secureQrDigits);

    await within(dialog()).findByRole('region', { name: text.detailsHeading });
    expect(api.calls(scanUrl)[0]?.body).toEqual({ qrData: secureQrDigits });
    // The camera stops as its view leaves, which may be a render after the details show.
    await waitFor(() => expect(camera.track.stop).toHaveBeenCalled());
    expect(within(dialog()).queryByLabelText(text.camera)).not.toBeInTheDocument();

    // Scanning again starts the camera anew.
    await user.click(within(dialog()).getByRole('button', { name: text.scanAgain }));
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(2));
  });

  it('says so when the camera is refused, and still takes a picture', async () => {
    fakeCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    const { user, api } = await renderForm();
    await openScanner(user);

    expect(await within(dialog()).findByText(text.cameraDenied)).toBeVisible();
    expect(within(dialog()).queryByLabelText(text.camera)).not.toBeInTheDocument();

    await user.upload(pictureInput(), picture());

    await within(dialog()).findByRole('region', { name: text.detailsHeading });
    expect(api.calls(scanUrl)).toHaveLength(1);
    expect(
      within(dialog()).queryByRole('button', { name: text.scanAgain }),
    ).not.toBeInTheDocument();
  });

  it('says so when the browser has no camera to offer', async () => {
    const { user } = await renderForm();
    await openScanner(user);

    expect(within(dialog()).getByText(text.cameraUnavailable)).toBeVisible();
    expect(pictureInput()).toBeEnabled();
  });

  it('says so when the decoder cannot be loaded', async () => {
    fakeCamera();
    decoder.prepareQrDecoder.mockRejectedValue(new Error('The WASM did not load'));
    const { user } = await renderForm();

    await user.click(scanButton());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text.decoderFailed);
    expect(pictureInput()).toBeDisabled();
  });

  it('stops the camera when the dialog closes, and gives focus back to the button', async () => {
    const camera = fakeCamera();
    const { user } = await renderForm();
    await openScanner(user);
    await waitFor(() => expect(within(dialog()).getByLabelText(text.camera)).toBeInTheDocument());

    await user.click(within(dialog()).getByRole('button', { name: text.close }));

    expect(camera.track.stop).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(scanButton()).toHaveFocus();
  });

  it('stops a camera that starts only after the dialog has closed', async () => {
    let grant: (stream: MediaStream) => void = () => {};
    const camera = fakeCamera(() => new Promise((resolve) => (grant = resolve)));
    const { user } = await renderForm();
    await openScanner(user);

    await user.click(within(dialog()).getByRole('button', { name: text.close }));
    await act(async () => grant(camera.stream));

    expect(camera.track.stop).toHaveBeenCalledOnce();
  });
});
