import { documentTypeInfo, documentTypes, messages } from '@shata/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../testing/fake-uploads';
import { stubMatchMedia } from '../../../testing/match-media';
import type { RgbaImage } from '../photos/encode-jpeg';
import { fixtures } from '../photos/test-fixtures';
import {
  chooseAllDocuments,
  currentFileInput,
  fakeFile,
  fillRequiredFields,
  renderRegistration,
  returningPartner,
  sampleFiles,
  stepItem,
  submitButton,
  text,
  tooLargeSize,
  waitForPartner,
} from '../test-kit';

vi.mock(
  '../uploads/resumable-upload',
  async () => (await import('../../../testing/fake-uploads')) as object,
);
// The HEIC decoder's worker does not run in jsdom: each decode answers when the test says.
const heic = vi.hoisted(() => ({
  decodes: [] as { resolve: (image: RgbaImage) => void; reject: (error: Error) => void }[],
  prefetches: 0,
}));
vi.mock('../photos/heic-decoder', () => ({
  decodeHeic: () =>
    new Promise<RgbaImage>((resolve, reject) => heic.decodes.push({ resolve, reject })),
  prefetchHeicDecoder: async () => {
    heic.prefetches += 1;
  },
}));
// jsdom has no canvas: a photo's own re-encoding fails there as it would in a browser without one,
// and the decoded HEIC's pixels are encoded as a canvas would.
vi.mock('../photos/encode-jpeg', () => ({
  encodeJpeg: async (image: unknown) => {
    if (image instanceof Blob) throw new Error('No canvas in jsdom');
    return new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
  },
}));

beforeEach(() => {
  fakeUploads.reset();
  heic.decodes.length = 0;
  heic.prefetches = 0;
});

/** Every upload started so far arrives whole. */
async function stageAll() {
  await waitFor(() => expect(fakeUploads.started.length).toBeGreaterThan(0));
  for (const upload of fakeUploads.started) upload.stage();
}

const docs = text.documents;
const label = (type: keyof typeof documentTypeInfo) => documentTypeInfo[type].label;

function currentStepHeading() {
  return screen.getByRole('heading', { level: 3, name: /^Step \d of 4/ });
}

describe('the document wizard', () => {
  it('goes through Aadhaar, PAN, GST and CIN in order, one file each', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    const seen: string[] = [];
    for (const type of documentTypes) {
      seen.push(currentStepHeading().textContent ?? '');
      const input = currentFileInput(type);
      expect(input).toHaveAttribute('type', 'file');
      // iPhones' HEIC photos too: they are turned into JPEG before they are checked.
      expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf,.heic,.heif');
      await user.upload(input, sampleFiles[type]());
    }
    await stageAll();

    expect(seen).toEqual([
      `${docs.stepHeading(1, 4, label('aadharCard'))}`,
      `${docs.stepHeading(2, 4, label('panCard'))} ${docs.optional}`,
      `${docs.stepHeading(3, 4, label('gstCertificate'))}`,
      `${docs.stepHeading(4, 4, label('incorporationCertificate'))}`,
    ]);
    expect(screen.getByText(messages.registration.allDocumentsUploaded)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it("shows each chosen file's name and size", async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await chooseAllDocuments(user);

    expect(stepItem('aadharCard')).toHaveTextContent('aadhaar.pdf (150 KB)');
    expect(stepItem('panCard')).toHaveTextContent('pan.png (3 MB)');
    expect(stepItem('gstCertificate')).toHaveTextContent('gst.pdf (512 bytes)');
    expect(stepItem('incorporationCertificate')).toHaveTextContent('cin.jpg (1.5 KB)');
  });

  it('moves focus to the next step', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());

    expect(currentStepHeading()).toHaveFocus();
    expect(currentStepHeading()).toHaveTextContent(label('panCard'));
  });

  it('refuses a file of another type and stays on the step', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await user.upload(currentFileInput('aadharCard'), fakeFile('aadhaar.docx'));

    const input = currentFileInput('aadharCard');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.documents.fileTypeNotAllowed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      `${docs.fileHint} ${messages.documents.fileTypeNotAllowed}`,
    );
    expect(stepItem('aadharCard')).toHaveTextContent(docs.notChosen);

    await user.upload(input, sampleFiles.aadharCard());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentStepHeading()).toHaveTextContent(label('panCard'));
  });

  it('tells a text file renamed .png, by its first bytes, that it is not a real PNG image', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    const renamed = new File(['Just some notes, not a picture'], 'aadhaar.png', {
      type: 'image/png',
    });
    await user.upload(currentFileInput('aadharCard'), renamed);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a real PNG image. Choose a photo or a PDF of your document.',
    );
    expect(currentStepHeading()).toHaveTextContent(label('aadharCard'));
    expect(currentFileInput('aadharCard')).toHaveAttribute('aria-invalid', 'true');
    expect(stepItem('aadharCard')).toHaveTextContent(docs.notChosen);
    expect(screen.queryByText(messages.registration.allDocumentsUploaded)).not.toBeInTheDocument();
  });

  it("offers 'Take a photo' with the rear camera beside 'Choose a file' on a touch screen", async () => {
    stubMatchMedia({ width: 360, touch: true });
    const { user } = renderRegistration();
    await waitForPartner();

    expect(screen.getByText(docs.chooseFile)).toBeVisible();
    const camera = screen.getByLabelText(docs.takePhotoOf(label('aadharCard')));
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png,image/heic,image/heif');

    await user.upload(camera, fakeFile('IMG_0001.jpg', 900 * 1024, 'image/jpeg'));
    expect(stepItem('aadharCard')).toHaveTextContent('IMG_0001.jpg');
    expect(currentStepHeading()).toHaveTextContent(label('panCard'));
  });

  it('offers no camera button to a mouse', async () => {
    stubMatchMedia({ width: 1280 });
    renderRegistration();
    await waitForPartner();

    expect(screen.getByText(docs.chooseFile)).toBeVisible();
    expect(screen.queryByText(docs.takePhoto)).not.toBeInTheDocument();
  });

  it("refuses a file over 50 MB with 'File size should be under 50MB'", async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await user.upload(currentFileInput('aadharCard'), fakeFile('aadhaar.pdf', tooLargeSize));

    expect(screen.getByRole('alert')).toHaveTextContent('File size should be under 50MB');
    expect(currentStepHeading()).toHaveTextContent(label('aadharCard'));
  });

  it('takes a file of exactly 50 MB', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await user.upload(currentFileInput('aadharCard'), fakeFile('aadhaar.pdf', tooLargeSize - 1));

    expect(stepItem('aadharCard')).toHaveTextContent('aadhaar.pdf (50 MB)');
    expect(currentStepHeading()).toHaveTextContent(label('panCard'));
  });

  it("lets PAN be skipped with 'Skip PAN'", async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());

    await user.click(screen.getByRole('button', { name: messages.registration.skipPan }));

    expect(stepItem('panCard')).toHaveTextContent(docs.skipped);
    expect(currentStepHeading()).toHaveTextContent(label('gstCertificate'));
    expect(screen.queryByRole('button', { name: messages.registration.skipPan })).toBeNull();

    await user.upload(currentFileInput('gstCertificate'), sampleFiles.gstCertificate());
    await user.upload(
      currentFileInput('incorporationCertificate'),
      sampleFiles.incorporationCertificate(),
    );
    await stageAll();
    expect(screen.getByText(messages.registration.allDocumentsUploaded)).toBeVisible();
  });

  it('goes back to change an earlier choice', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());
    await user.upload(currentFileInput('panCard'), sampleFiles.panCard());

    await user.click(screen.getByRole('button', { name: docs.back }));
    expect(currentStepHeading()).toHaveTextContent(label('panCard'));
    await user.click(screen.getByRole('button', { name: docs.back }));
    expect(currentStepHeading()).toHaveTextContent(label('aadharCard'));

    await user.upload(currentFileInput('aadharCard'), fakeFile('aadhaar-new.png', 4096));

    expect(stepItem('aadharCard')).toHaveTextContent('aadhaar-new.png (4 KB)');
    // On to the first step still to do.
    expect(currentStepHeading()).toHaveTextContent(label('gstCertificate'));

    await user.click(
      within(stepItem('panCard')).getByRole('button', {
        name: `${docs.change} ${label('panCard')}`,
      }),
    );
    expect(currentStepHeading()).toHaveTextContent(label('panCard'));
    await user.click(screen.getByRole('button', { name: docs.next }));
    expect(currentStepHeading()).toHaveTextContent(label('gstCertificate'));
  });

  it('enables Submit only once all four steps are done', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    await fillRequiredFields(user);

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(text.submitHint(4));
    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());
    await user.click(screen.getByRole('button', { name: messages.registration.skipPan }));
    await user.upload(currentFileInput('gstCertificate'), sampleFiles.gstCertificate());
    expect(submitButton()).toBeDisabled();

    await user.upload(
      currentFileInput('incorporationCertificate'),
      sampleFiles.incorporationCertificate(),
    );

    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(text.submitHint(4))).not.toBeInTheDocument();
  });
});

describe('the document wizard for a partner with documents on file', () => {
  it('starts completed when the required ones are on file, offering to view and replace them', async () => {
    renderRegistration({ partner: returningPartner() });
    await waitForPartner();

    expect(screen.getByText(messages.registration.allDocumentsUploaded)).toBeVisible();
    expect(submitButton()).toBeEnabled();
    expect(stepItem('aadharCard')).toHaveTextContent(docs.onFile);
    expect(
      within(stepItem('aadharCard')).getByRole('link', {
        name: docs.viewDocument(label('aadharCard')),
      }),
    ).toHaveAttribute('href', '/api/partners/p-1/documents/aadharCard');
    // PAN was not uploaded, so it was skipped before.
    expect(stepItem('panCard')).toHaveTextContent(docs.skipped);
    expect(
      within(stepItem('gstCertificate')).getByRole('button', {
        name: `${docs.replace} ${label('gstCertificate')}`,
      }),
    ).toBeVisible();
  });

  it('shows each document on file with the name and size it was uploaded with', async () => {
    renderRegistration({
      partner: returningPartner({
        documentFiles: { aadharCard: { fileName: 'aadhaar-front.jpg', sizeBytes: 1536 * 1024 } },
      }),
    });
    await waitForPartner();

    expect(stepItem('aadharCard')).toHaveTextContent('On file: aadhaar-front.jpg (1.5 MB)');
    expect(
      within(stepItem('aadharCard')).getByRole('link', {
        name: docs.viewDocument(label('aadharCard')),
      }),
    ).toBeVisible();
    // Uploaded before names were kept: still on file, without one.
    expect(stepItem('gstCertificate')).toHaveTextContent(docs.onFile);
  });

  it('replaces a document on file with a newly chosen one', async () => {
    const { user } = renderRegistration({ partner: returningPartner() });
    await waitForPartner();

    await user.click(
      screen.getByRole('button', { name: `${docs.replace} ${label('gstCertificate')}` }),
    );
    expect(currentStepHeading()).toHaveTextContent(label('gstCertificate'));
    expect(screen.getByText(docs.onFileHint)).toBeVisible();

    await user.upload(currentFileInput('gstCertificate'), fakeFile('gst-2025.pdf', 2048));

    expect(stepItem('gstCertificate')).toHaveTextContent('gst-2025.pdf (2 KB)');
    await stageAll();
    expect(screen.getByText(messages.registration.allDocumentsUploaded)).toBeVisible();
  });

  it('starts at the first step still to do when only some are on file', async () => {
    renderRegistration({
      partner: returningPartner({
        panCardUrl: '/api/partners/p-1/documents/panCard',
        gstCertificateUrl: null,
      }),
    });
    await waitForPartner();

    expect(currentStepHeading()).toHaveTextContent(label('gstCertificate'));
    expect(stepItem('panCard')).toHaveTextContent(docs.onFile);
    expect(submitButton()).toBeDisabled();
  });
});

describe("the wizard's small truths", () => {
  it('says how many documents are still uploading, and all uploaded only once they have arrived', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await chooseAllDocuments(user);
    const line = () =>
      screen.getByText((_, element) => element?.classList.contains('wizard-complete') ?? false);

    expect(line()).toHaveTextContent('Uploading 4 documents…');
    expect(screen.queryByText(messages.registration.allDocumentsUploaded)).toBeNull();
    await waitFor(() => expect(fakeUploads.started).toHaveLength(4));
    fakeUploads.latest('aadharCard').progress(150 * 1024);
    fakeUploads.latest('aadharCard').stage();
    fakeUploads.latest('panCard').stage();
    fakeUploads.latest('gstCertificate').stage();
    expect(line()).toHaveTextContent('Uploading 1 document…');
    expect(line()).toHaveAttribute('role', 'status');

    fakeUploads.latest('incorporationCertificate').stage();
    expect(line()).toHaveTextContent(messages.registration.allDocumentsUploaded);
  });

  it("shows 'Converting your photo…' as soon as a HEIC photo is chosen, until it is converted", async () => {
    renderRegistration();
    await waitForPartner();
    const photo = new File([fixtures.quadrantsHeic], 'IMG_0042.HEIC', { type: 'image/heic' });

    fireEvent.change(currentFileInput('aadharCard'), { target: { files: [photo] } });

    await waitFor(() =>
      expect(stepItem('aadharCard')).toHaveTextContent(messages.documents.convertingPhoto),
    );
    expect(stepItem('aadharCard')).not.toHaveTextContent(docs.notChosen);
    expect(
      screen
        .getAllByRole('status')
        .some((element) => element.textContent?.includes(messages.documents.convertingPhoto)),
    ).toBe(true);

    await waitFor(() => expect(heic.decodes).toHaveLength(1));
    await act(async () =>
      heic.decodes[0]?.resolve({ width: 1, height: 1, data: new Uint8ClampedArray(4) }),
    );

    await waitFor(() => expect(stepItem('aadharCard')).toHaveTextContent('IMG_0042.jpg'));
    expect(stepItem('aadharCard')).not.toHaveTextContent(messages.documents.convertingPhoto);
  });

  it('keeps a file chosen offline and sends it once the network is back, with no error meanwhile', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());
    // The uploader comes with the wizard: it starts at once, and waits for the network itself.
    const upload = await waitFor(() => fakeUploads.latest('aadharCard'));
    upload.waitForNetwork(true);

    expect(stepItem('aadharCard')).toHaveTextContent(docs.waitingForNetwork);
    expect(stepItem('aadharCard')).toHaveTextContent('aadhaar.pdf (150 KB)');
    expect(screen.queryByRole('alert')).toBeNull();

    upload.waitForNetwork(false);
    upload.stage();
    expect(stepItem('aadharCard')).toHaveAttribute('data-ticked', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('converts a HEIC photo chosen offline once the network is back, saying meanwhile that it converts', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRegistration();
    await waitForPartner();
    const photo = new File([fixtures.quadrantsHeic], 'IMG_0042.HEIC', { type: 'image/heic' });

    fireEvent.change(currentFileInput('aadharCard'), { target: { files: [photo] } });
    await waitFor(() => expect(heic.decodes).toHaveLength(1));
    // The converter's worker could not be fetched.
    await act(async () => heic.decodes[0]?.reject(new Error('The HEIC decoder did not start.')));

    expect(stepItem('aadharCard')).toHaveTextContent(messages.documents.convertingPhoto);
    expect(screen.queryByRole('alert')).toBeNull();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(heic.decodes).toHaveLength(2));
    await act(async () =>
      heic.decodes[1]?.resolve({ width: 1, height: 1, data: new Uint8ClampedArray(4) }),
    );

    await waitFor(() => expect(stepItem('aadharCard')).toHaveTextContent('IMG_0042.jpg'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe("the HEIC converter's prefetch", () => {
  /** An IntersectionObserver the test scrolls: `reach()` brings what it watches into view. */
  function stubIntersectionObserver() {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {
          this.targets.length = 0;
        }
      },
    );
    return {
      reach: () =>
        act(() => {
          for (const { callback, targets } of observers) {
            const entries = targets.map((target) => ({ target, isIntersecting: true }));
            if (entries.length > 0) {
              callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
            }
          }
        }),
    };
  }

  function stubConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  }
  afterEach(() => stubConnection(undefined));

  it.each([
    ['a 4G link', { effectiveType: '4g' }],
    ['a browser that does not say', undefined],
  ])('fetches it as the partner reaches the documents step on %s', async (_, connection) => {
    stubConnection(connection);
    const view = stubIntersectionObserver();
    renderRegistration();
    await waitForPartner();
    expect(heic.prefetches).toBe(0);

    view.reach();

    expect(heic.prefetches).toBe(1);
  });

  it.each([
    ['a 3G link', { effectiveType: '3g' }],
    ['Data Saver', { effectiveType: '4g', saveData: true }],
  ])('waits on %s until a HEIC photo is chosen', async (_, connection) => {
    stubConnection(connection);
    const view = stubIntersectionObserver();
    renderRegistration();
    await waitForPartner();

    view.reach();
    expect(heic.prefetches).toBe(0);
    expect(heic.decodes).toHaveLength(0);

    const photo = new File([fixtures.quadrantsHeic], 'IMG_0042.HEIC', { type: 'image/heic' });
    fireEvent.change(currentFileInput('aadharCard'), { target: { files: [photo] } });
    await waitFor(() => expect(heic.decodes).toHaveLength(1));
    expect(stepItem('aadharCard')).toHaveTextContent(messages.documents.convertingPhoto);
  });
});
