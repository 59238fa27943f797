import { documentTypeInfo, documentTypes, messages, type Partner, paths } from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { myPartnerQueryKey } from '../../../lib/auth/session';
import { partnerQueryKey } from '../../../lib/partners';
import { jsonResponse, partnerFixture } from '../../../testing/api-stub';
import { fakeUploads } from '../../../testing/fake-uploads';
import {
  chooseAllDocuments,
  currentFileInput,
  currentStepHeading,
  deferred,
  fakeFile,
  field,
  fillRequiredFields,
  newPartner,
  partnerUrls,
  renderRegistration,
  returningPartner,
  sampleFiles,
  stepItem,
  submitButton,
  text,
  type User,
  validAadhaar,
  validCin,
  validGst,
  validPan,
  waitForPartner,
} from '../test-kit';
import { fileFingerprint } from '../uploads/file-fingerprint';

vi.mock(
  '../uploads/resumable-upload',
  async () => (await import('../../../testing/fake-uploads')) as object,
);

beforeEach(() => fakeUploads.reset());

type DocumentType = keyof typeof documentTypeInfo;

/** What the server answers once the form's details are saved. */
const savedPartner: Partner = partnerFixture({
  name: 'Asha Rao',
  mobileNo: '9876543210',
  aadharNo: 'XXXX XXXX 2346',
  companyName: 'Asha Events',
  servicesSelected: ['Caterer'],
});

/** The partner once the document of `type` is on file. */
function withDocument(partner: Partner, type: DocumentType): Partner {
  return {
    ...partner,
    [documentTypeInfo[type].urlField]: `/api/partners/p-1/documents/${type}`,
  };
}

/** The server's answer to a submission: the partner with the documents it sent. */
function submitted({ body }: { body: unknown }): Partner {
  return (body as { documents: DocumentType[] }).documents.reduce(withDocument, savedPartner);
}

/** What the submissions sent: their profiles and their documents. */
const sentSubmissions = (api: { calls: (key: string) => { body: unknown }[] }) =>
  api.calls(partnerUrls.submission).map(({ body }) => body as Record<string, never>);

async function readyToSubmit(user: User) {
  await waitForPartner();
  await fillRequiredFields(user);
  return chooseAllDocuments(user);
}

/** Every chosen file arrives whole at the server. */
async function stageAll() {
  await waitFor(() => expect(fakeUploads.started).toHaveLength(4));
  for (const upload of fakeUploads.started) upload.stage();
}

function progressOf(type: DocumentType) {
  return screen.getByRole('progressbar', {
    name: text.documents.progress(documentTypeInfo[type].label),
  });
}

describe('submitting the registration form', () => {
  it('uploads each document as it is chosen, with its bytes, speed and time left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = renderRegistration();
    await waitForPartner();
    const aadhaar = sampleFiles.aadharCard();

    await user.upload(currentFileInput('aadharCard'), aadhaar);

    await waitFor(() => expect(fakeUploads.started).toHaveLength(1));
    const upload = fakeUploads.latest('aadharCard');
    expect(upload.options).toMatchObject({ partnerId: 'p-1', type: 'aadharCard', file: aadhaar });
    expect(upload.options.resumeUrl).toBeUndefined();
    // The wizard has moved on; the Aadhaar step shows its bytes as they go.
    expect(currentStepHeading()).toHaveTextContent('PAN');
    upload.progress(0);
    vi.advanceTimersByTime(2_000);
    upload.progress(60 * 1024);
    expect(progressOf('aadharCard')).toHaveAttribute('value', '40');
    expect(stepItem('aadharCard')).toHaveTextContent('60 KB of 150 KB · 30 KB/s · about 3 s left');
    expect(stepItem('aadharCard')).not.toHaveTextContent('✓');

    upload.waitForNetwork(true);
    expect(stepItem('aadharCard')).toHaveTextContent(text.documents.waitingForNetwork);
    upload.waitForNetwork(false);
    upload.stage();
    expect(stepItem('aadharCard')).toHaveTextContent(text.documents.uploaded);
    expect(stepItem('aadharCard')).toHaveTextContent(text.documents.readyToSubmit);
    expect(stepItem('aadharCard')).toHaveTextContent('✓');
    vi.useRealTimers();
  });

  it('sends the details and every staged document in one request, in wizard order, then goes to the status screen', async () => {
    const sent = deferred<Response>();
    const { user, api, router, queryClient } = renderRegistration({
      handlers: { [partnerUrls.submission]: () => sent.promise },
    });
    const files = await readyToSubmit(user);
    await stageAll();
    for (const type of documentTypes) {
      expect(fakeUploads.latest(type).options.file).toBe(files[type]);
    }

    await user.click(submitButton());

    // One request: the details and the documents, which the server keeps whole or not at all.
    const busy = await screen.findByRole('button', { name: messages.registration.submitting });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(api.calls(partnerUrls.submission)).toHaveLength(1));
    expect(sentSubmissions(api)[0]?.profile).toEqual({
      businessType: 'company',
      name: 'Asha Rao',
      mobileNo: '9876543210',
      companyName: 'Asha Events',
      companyLocation: '12B, MG Road, Bengaluru, Karnataka, 560001',
      gstNo: '',
      panNo: '',
      cinNo: '',
      llpinNo: '',
      aadharNo: validAadhaar,
      servicesSelected: ['Caterer'],
      latitude: 0,
      longitude: 0,
      personalEmail: 'asha@example.com',
      companyAddress: {
        address: '12B',
        street: 'MG Road',
        landmark: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: '',
        postalCode: '560001',
      },
    });
    expect(sentSubmissions(api)[0]?.documents).toEqual(documentTypes);
    sent.resolve(jsonResponse(documentTypes.reduce(withDocument, savedPartner)));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    const requests = api.fetchMock.mock.calls.map(
      ([url, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}`,
    );
    expect(requests.filter((key) => key === partnerUrls.submission)).toHaveLength(1);
    expect(
      requests.filter((key) => key === partnerUrls.put || key.includes('/staged-documents/')),
    ).toEqual([]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      messages.registration.submitSuccess,
    );
    // Focus starts on the status screen's heading, not at the top of the page.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Status screen of p-1' })).toHaveFocus(),
    );
    const partner = documentTypes.reduce(withDocument, savedPartner);
    expect(queryClient.getQueryData(partnerQueryKey('p-1'))).toEqual(partner);
    expect(queryClient.getQueryData(myPartnerQueryKey('user-1'))).toEqual(partner);
  });

  it('waits for a document still uploading, showing its progress, then submits', async () => {
    const { user, api, router } = renderRegistration({
      handlers: { [partnerUrls.submission]: submitted },
    });
    await readyToSubmit(user);
    await waitFor(() => expect(fakeUploads.started).toHaveLength(4));
    for (const type of ['aadharCard', 'panCard', 'incorporationCertificate'] as const) {
      fakeUploads.latest(type).stage();
    }
    const gst = fakeUploads.latest('gstCertificate');
    gst.progress(256);

    // A finished upload never holds Submit back; a running one is waited for.
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    expect(
      await screen.findByRole('button', { name: text.documents.waitingForUploads }),
    ).toBeDisabled();
    expect(progressOf('gstCertificate')).toHaveAttribute('value', '50');
    expect(api.calls(partnerUrls.submission)).toHaveLength(0);

    gst.stage();

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    expect(api.calls(partnerUrls.submission)).toHaveLength(1);
    expect(sentSubmissions(api)[0]?.documents).toContain('gstCertificate');
  });

  it('commits what an earlier visit staged, and offers to continue what it left unfinished', async () => {
    const aadhaar = sampleFiles.aadharCard();
    const fingerprint = await fileFingerprint(aadhaar);
    const { user, api, router } = renderRegistration({
      handlers: {
        [partnerUrls.submission]: submitted,
        [partnerUrls.draftGet]: {
          values: null,
          savedAt: null,
          uploads: {
            unfinished: {
              aadharCard: {
                url: '/api/partners/p-1/uploads/0123456789abcdef0123456789abcdef',
                fileName: 'aadhaar.pdf',
                sizeBytes: aadhaar.size,
                offset: aadhaar.size / 2,
                fingerprint,
              },
            },
            staged: {
              panCard: { fileName: 'pan.png', sizeBytes: 2048, stagedAt: '2026-11-25T10:00:00Z' },
              gstCertificate: {
                fileName: 'gst.pdf',
                sizeBytes: 512,
                stagedAt: '2026-11-25T10:00:00Z',
              },
            },
          },
        },
      },
    });
    await waitForPartner();
    await fillRequiredFields(user);

    expect(stepItem('panCard')).toHaveTextContent('pan.png (2 KB) · uploaded, ready to submit');
    expect(stepItem('panCard')).toHaveTextContent('✓');
    expect(
      screen.getByText(
        'The upload of aadhaar.pdf stopped at 50%. Choose the same file to continue from there.',
      ),
    ).toBeVisible();

    // Another file starts afresh; the same one continues where the server stopped.
    await user.upload(currentFileInput('aadharCard'), fakeFile('other.pdf', 4096));
    await waitFor(() => expect(fakeUploads.of('aadharCard')).toHaveLength(1));
    expect(fakeUploads.latest('aadharCard').options.resumeUrl).toBeUndefined();
    await user.click(screen.getByRole('button', { name: `${text.documents.change} Aadhaar` }));
    await user.upload(currentFileInput('aadharCard'), aadhaar);
    await waitFor(() => expect(fakeUploads.of('aadharCard')).toHaveLength(2));
    expect(fakeUploads.latest('aadharCard').options.resumeUrl).toBe(
      '/api/partners/p-1/uploads/0123456789abcdef0123456789abcdef',
    );
    expect(fakeUploads.of('aadharCard')[0]?.aborted).toBe(true);
    fakeUploads.latest('aadharCard').stage();
    await user.click(screen.getByRole('button', { name: `${text.documents.change} Aadhaar` }));
    await user.click(screen.getByRole('button', { name: text.documents.next }));
    await user.upload(
      currentFileInput('incorporationCertificate'),
      sampleFiles.incorporationCertificate(),
    );
    await waitFor(() => expect(fakeUploads.of('incorporationCertificate')).toHaveLength(1));
    fakeUploads.latest('incorporationCertificate').stage();

    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    expect(sentSubmissions(api).map(({ documents }) => documents)).toEqual([documentTypes]);
  });

  it('lets go of a staged PAN when the partner skips it', async () => {
    const { user, api } = renderRegistration({
      handlers: {
        'DELETE /api/partners/p-1/staged-documents/panCard': () =>
          new Response(null, { status: 204 }),
      },
    });
    await waitForPartner();
    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());
    await user.upload(currentFileInput('panCard'), sampleFiles.panCard());
    await waitFor(() => expect(fakeUploads.of('panCard')).toHaveLength(1));
    fakeUploads.latest('panCard').stage();

    await user.click(screen.getByRole('button', { name: `${text.documents.change} PAN` }));
    await user.click(screen.getByRole('button', { name: messages.registration.skipPan }));

    expect(stepItem('panCard')).toHaveTextContent(text.documents.skipped);
    await waitFor(() =>
      expect(api.calls('DELETE /api/partners/p-1/staged-documents/panCard')).toHaveLength(1),
    );
  });

  it('sends a returning partner’s masked Aadhaar number back unchanged and uploads nothing new', async () => {
    const partner = returningPartner();
    const { user, api, router } = renderRegistration({
      partner,
      handlers: { [partnerUrls.submission]: partner },
    });
    await waitForPartner();

    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    expect(sentSubmissions(api)[0]?.documents).toEqual([]);
    expect(sentSubmissions(api)[0]?.profile).toMatchObject({
      aadharNo: 'XXXX XXXX 2346',
      gstNo: validGst,
      panNo: validPan,
      cinNo: validCin,
      latitude: 12.9716,
      longitude: 77.5946,
      companyLocation: '12B, MG Road, Bengaluru, Karnataka, India, 560001',
    });
    expect(fakeUploads.started).toHaveLength(0);
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('staged-documents'))).toBe(
      false,
    );
    // The form's own status may still be on screen for a moment after the navigation.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(messages.registration.submitSuccess),
    );
  });

  it('checks the form before sending anything and points at what is missing', async () => {
    const { user, api } = renderRegistration();
    await waitForPartner();
    await chooseAllDocuments(user);
    // Lowercase is taken; the check character is wrong.
    const wrongCheck = validGst.endsWith('0') ? '1' : '0';
    await user.type(field(text.fields.gst), `${validGst.slice(0, 14).toLowerCase()}${wrongCheck}`);
    await user.type(field(text.fields.pan), 'ABCDE123');
    await user.type(field(text.fields.cin), 'X123');

    await user.click(submitButton());

    const v = messages.validation;
    for (const message of [
      v.required.businessType,
      v.required.name,
      v.required.phone,
      v.required.aadhaar,
      v.required.company,
      v.required.service,
      v.required.address,
      v.required.street,
      v.required.city,
      v.required.state,
      v.required.postalCode,
      v.gstInvalid,
      v.pan,
      v.cin,
    ]) {
      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    }
    // The first question, the business type, is the first to answer.
    const types = screen.getByRole('group', { name: text.businessType.legend });
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(types).toHaveAccessibleDescription(
      `${text.businessType.hint} ${v.required.businessType}`,
    );
    expect(field(text.fields.name)).toHaveAccessibleDescription(v.required.name);
    expect(field(text.fields.landmark)).not.toHaveAttribute('aria-invalid');
    expect(api.calls(partnerUrls.submission)).toHaveLength(0);
    expect(submitButton()).toHaveTextContent(text.submit);
  });

  it('sends GST, PAN and CIN numbers uppercased', async () => {
    const { user, api } = renderRegistration({
      handlers: { [partnerUrls.submission]: jsonResponse({ message: 'Stop here' }, 400) },
    });
    await readyToSubmit(user);
    await stageAll();
    await user.type(field(text.fields.gst), validGst.toLowerCase());
    await user.type(field(text.fields.pan), validPan.toLowerCase());
    await user.type(field(text.fields.cin), validCin.toLowerCase());

    await user.click(submitButton());

    await waitFor(() => expect(api.calls(partnerUrls.submission)).toHaveLength(1));
    expect(sentSubmissions(api)[0]?.profile).toMatchObject({
      gstNo: validGst,
      panNo: validPan,
      cinNo: validCin,
    });
  });

  it('checks a PAN number when one is given, then sends it uppercased', async () => {
    const { user, api } = renderRegistration({
      handlers: { [partnerUrls.submission]: jsonResponse({ message: 'Stop here' }, 400) },
    });
    await readyToSubmit(user);
    await stageAll();
    const pan = field(text.fields.pan);
    await user.type(pan, 'abcd1234f');

    await user.click(submitButton());

    expect(await screen.findByText(messages.validation.pan)).toHaveAttribute('role', 'alert');
    expect(pan).toHaveFocus();
    expect(pan).toHaveAccessibleDescription(messages.validation.pan);
    expect(api.calls(partnerUrls.submission)).toHaveLength(0);

    await user.clear(pan);
    await user.type(pan, ' pqrst6789k ');
    await user.click(submitButton());

    await waitFor(() => expect(api.calls(partnerUrls.submission)).toHaveLength(1));
    expect(sentSubmissions(api)[0]?.profile).toMatchObject({ panNo: 'PQRST6789K' });
    expect(screen.queryByText(messages.validation.pan)).not.toBeInTheDocument();
  });

  it('keeps everything when the update fails, and tries again', async () => {
    const { user, api, router } = renderRegistration({
      handlers: {
        [partnerUrls.submission]: jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Services must be chosen from the list',
          },
          400,
        ),
      },
    });
    await readyToSubmit(user);
    await stageAll();

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.registration.submitFailure)).toBeVisible();
    expect(alert).toHaveTextContent('Services must be chosen from the list');
    expect(router.state.location.pathname).toBe(paths.dashboard('p-1'));
    expect(field(text.fields.name)).toHaveValue('Asha Rao');
    expect(field(text.fields.aadhaar)).toHaveValue(validAadhaar);
    expect(field(text.fields.postalCode)).toHaveValue('560001');
    expect(screen.getByRole('list', { name: text.services.selected })).toHaveTextContent('Caterer');
    expect(stepItem('aadharCard')).toHaveTextContent('aadhaar.pdf');
    expect(stepItem('incorporationCertificate')).toHaveTextContent('cin.jpg');
    expect(screen.getByText(messages.registration.allDocumentsUploaded)).toBeVisible();

    api.handlers[partnerUrls.submission] = submitted;
    await user.click(submitButton());

    expect(screen.queryByText(messages.registration.submitFailure)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    // Nothing was kept of the first: the second sends it all again.
    expect(sentSubmissions(api).map(({ documents }) => documents)).toEqual([
      documentTypes,
      documentTypes,
    ]);
    // The files went once, when chosen: a retry sends no document again.
    expect(fakeUploads.started).toHaveLength(4);
  });

  it('takes the partner back to a step whose file the server refused once it had it all', async () => {
    const { user } = renderRegistration();
    await readyToSubmit(user);
    await waitFor(() => expect(fakeUploads.started).toHaveLength(4));

    fakeUploads.latest('panCard').fail('File must be a JPG, JPEG, PNG or PDF');

    // The PAN step takes focus again, with the server's words, and wants another file.
    await waitFor(() => expect(currentStepHeading()).toHaveFocus());
    expect(currentStepHeading()).toHaveTextContent('PAN');
    const panInput = currentFileInput('panCard');
    expect(panInput).toHaveAttribute('aria-invalid', 'true');
    expect(panInput).toHaveAccessibleDescription(
      `${text.documents.fileHint} File must be a JPG, JPEG, PNG or PDF`,
    );
    expect(stepItem('panCard')).not.toHaveTextContent('pan.png');
    expect(submitButton()).toBeDisabled();

    await user.upload(panInput, sampleFiles.panCard());
    await waitFor(() => expect(fakeUploads.of('panCard')).toHaveLength(2));
    expect(submitButton()).toBeEnabled();
  });

  it('sends the partner back to a step whose staged file is gone at Submit, and sends it all again on retry', async () => {
    const gone = jsonResponse(
      {
        statusCode: 409,
        error: 'Conflict',
        code: 'documents_refused',
        message: 'Some documents could not be submitted; nothing was saved.',
        documents: [
          {
            type: 'panCard',
            message: 'No PAN file is waiting to be submitted. Choose the file again.',
          },
        ],
      },
      409,
    );
    const { user, api, router } = renderRegistration({
      handlers: { [partnerUrls.submission]: gone },
    });
    await readyToSubmit(user);
    await stageAll();

    await user.click(submitButton());

    await waitFor(() => expect(currentStepHeading()).toHaveFocus());
    expect(currentStepHeading()).toHaveTextContent('PAN');
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes(messages.registration.submitFailure));
    expect(alert).toHaveTextContent(
      'PAN: No PAN file is waiting to be submitted. Choose the file again.',
    );
    expect(stepItem('aadharCard')).toHaveTextContent('✓');

    api.handlers[partnerUrls.submission] = submitted;
    await user.upload(currentFileInput('panCard'), sampleFiles.panCard());
    await waitFor(() => expect(fakeUploads.of('panCard')).toHaveLength(2));
    fakeUploads.latest('panCard').stage();
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    // Nothing of the first was kept: the retry sends every document again, the new PAN with them.
    expect(sentSubmissions(api).map(({ documents }) => documents)).toEqual([
      documentTypes,
      documentTypes,
    ]);
  });

  it('names every document the server refused, and takes the partner back to the first', async () => {
    const refusals = [
      { type: 'gstCertificate', message: 'No GST certificate file is waiting to be submitted.' },
      { type: 'incorporationCertificate', message: 'No CIN file is waiting to be submitted.' },
    ];
    const { user, router } = renderRegistration({
      handlers: {
        [partnerUrls.submission]: jsonResponse(
          { statusCode: 409, code: 'documents_refused', message: 'Refused', documents: refusals },
          409,
        ),
      },
    });
    await readyToSubmit(user);
    await stageAll();

    await user.click(submitButton());

    await waitFor(() => expect(currentStepHeading()).toHaveFocus());
    expect(currentStepHeading()).toHaveTextContent('GST');
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes(messages.registration.submitFailure));
    for (const { type, message } of refusals) {
      expect(alert).toHaveTextContent(
        `${documentTypeInfo[type as DocumentType].label}: ${message}`,
      );
    }
    // Both files are dropped: each step wants another before Submit.
    expect(stepItem('gstCertificate')).not.toHaveTextContent('✓');
    expect(stepItem('incorporationCertificate')).not.toHaveTextContent('✓');
    expect(stepItem('aadharCard')).toHaveTextContent('✓');
    expect(submitButton()).toBeDisabled();
    expect(router.state.location.pathname).toBe(paths.dashboard('p-1'));
  });

  it('tells a refusal of the documents from any other by its code, not its status', async () => {
    const { user } = renderRegistration({
      handlers: {
        // A 409 that is not about the documents: Submit fails, and no step is sent back.
        [partnerUrls.submission]: jsonResponse(
          { code: 'upload_busy', message: 'Try again in a moment.' },
          409,
        ),
      },
    });
    await readyToSubmit(user);
    await stageAll();

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.registration.submitFailure)).toBeVisible();
    expect(alert).toHaveTextContent('Try again in a moment.');
    expect(alert).not.toHaveTextContent('PAN:');
    expect(stepItem('panCard')).toHaveTextContent('✓');
  });

  it('says so when the connection drops during Submit', async () => {
    const { user } = renderRegistration({
      handlers: {
        [partnerUrls.submission]: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    await readyToSubmit(user);
    await stageAll();

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.registration.submitFailure)).toBeVisible();
    expect(alert).toHaveTextContent('Could not reach the server.');
  });

  it('sends a retry after a dropped connection as the same submission, so one the server kept is not refused', async () => {
    let attempts = 0;
    const { user, api, router } = renderRegistration({
      handlers: {
        [partnerUrls.submission]: () => {
          attempts += 1;
          // The first answer is lost on the way back; the second arrives.
          return attempts === 1
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(jsonResponse(savedPartner));
        },
      },
    });
    await readyToSubmit(user);
    await stageAll();

    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    const [first, second] = sentSubmissions(api);
    expect(first?.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(second?.submissionId).toBe(first?.submissionId);
  });

  it('refuses to submit before the partner has loaded', async () => {
    const { user, api } = renderRegistration({
      handlers: { [partnerUrls.get]: () => new Promise<Response>(() => {}) },
    });
    expect(await screen.findByText(text.loadingPartner)).toHaveAttribute('role', 'status');
    await fillRequiredFields(user);
    await chooseAllDocuments(user);

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.registration.partnerNotLoaded,
    );
    expect(api.calls(partnerUrls.submission)).toHaveLength(0);
  });

  it('keeps what was typed while the partner loads', async () => {
    const get = deferred<Response>();
    const { user } = renderRegistration({
      partner: newPartner,
      handlers: { [partnerUrls.get]: () => get.promise },
    });
    await screen.findByText(text.loadingPartner);
    await user.type(field(text.fields.name), 'Asha R');

    get.resolve(jsonResponse(returningPartner()));
    await waitForPartner();

    expect(field(text.fields.name)).toHaveValue('Asha R');
    expect(field(text.fields.company)).toHaveValue('Asha Events');
  });

  it('sends the user to /login when the partner cannot be loaded', async () => {
    const { router } = renderRegistration({
      handlers: { [partnerUrls.get]: jsonResponse({ message: 'Partner not found.' }, 404) },
    });

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Login screen')).toBeVisible();
  });
});
