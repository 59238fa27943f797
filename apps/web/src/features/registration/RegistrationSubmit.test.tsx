import { documentTypeInfo, messages, type Partner, paths } from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myPartnerQueryKey } from '../../lib/auth/session';
import { partnerQueryKey } from '../../lib/partners';
import { jsonResponse, partnerFixture } from '../../testing/api-stub';
import { installFakeXhr } from '../../testing/fake-xhr';
import {
  chooseAllDocuments,
  currentFileInput,
  currentStepHeading,
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
  waitForPartner,
} from './test-kit';

const uploadUrl = '/api/partners/p-1/upload';

/** What the server answers once the form's details are saved. */
const savedPartner: Partner = partnerFixture({
  name: 'Asha Rao',
  mobileNo: '9876543210',
  aadharNo: 'XXXX XXXX 2346',
  companyName: 'Asha Events',
  servicesSelected: ['Caterer'],
});

/** The partner after the upload of `type`. */
function withDocument(partner: Partner, type: keyof typeof documentTypeInfo): Partner {
  return {
    ...partner,
    [documentTypeInfo[type].urlField]: `/api/partners/p-1/documents/${type}`,
  };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function readyToSubmit(user: User) {
  await waitForPartner();
  await fillRequiredFields(user);
  return chooseAllDocuments(user);
}

function progressOf(type: keyof typeof documentTypeInfo) {
  return screen.getByRole('progressbar', {
    name: text.documents.progress(documentTypeInfo[type].label),
  });
}

describe('submitting the registration form', () => {
  it('saves the details, then uploads each document in wizard order with its progress, then goes to the status screen', async () => {
    const xhr = installFakeXhr();
    const put = deferred<Response>();
    const { user, api, router, queryClient } = renderRegistration({
      handlers: { [partnerUrls.put]: () => put.promise },
    });
    const files = await readyToSubmit(user);

    await user.click(submitButton());

    // The update goes first; nothing is uploaded until it has been answered.
    const busy = await screen.findByRole('button', { name: messages.registration.submitting });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(api.calls(partnerUrls.put)).toHaveLength(1));
    expect(api.calls(partnerUrls.put)[0]?.body).toEqual({
      name: 'Asha Rao',
      mobileNo: '9876543210',
      companyName: 'Asha Events',
      companyLocation: '12B, MG Road, Bengaluru, Karnataka, 560001',
      gstNo: '',
      cinNo: '',
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
    expect(xhr.requests).toHaveLength(0);
    put.resolve(jsonResponse(savedPartner));

    // Aadhaar first, its bar following the bytes sent; the others wait at 0.
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const aadhaar = xhr.request(0);
    expect([aadhaar.method, aadhaar.url]).toEqual(['POST', uploadUrl]);
    expect(aadhaar.fieldNames).toEqual(['aadharCard']);
    expect(aadhaar.fileOf('aadharCard')).toBe(files.aadharCard);
    aadhaar.emitProgress(40, 100);
    expect(progressOf('aadharCard')).toHaveAttribute('value', '40');
    expect(stepItem('aadharCard')).toHaveTextContent('40%');
    expect(progressOf('panCard')).toHaveAttribute('value', '0');
    aadhaar.emitProgress(100, 100);
    let partner = withDocument(savedPartner, 'aadharCard');
    await aadhaar.respond(200, partner);
    expect(stepItem('aadharCard')).toHaveTextContent(text.documents.uploaded);

    const order = ['panCard', 'gstCertificate', 'incorporationCertificate'] as const;
    for (const [offset, type] of order.entries()) {
      await waitFor(() => expect(xhr.requests).toHaveLength(offset + 2));
      const request = xhr.request(offset + 1);
      expect(request.fieldNames).toEqual([type]);
      expect(request.fileOf(type)).toBe(files[type]);
      request.emitProgress(1, 2);
      expect(progressOf(type)).toHaveAttribute('value', '50');
      partner = withDocument(partner, type);
      await request.respond(200, partner);
    }

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    expect(await screen.findByRole('status')).toHaveTextContent(
      messages.registration.submitSuccess,
    );
    // Focus starts on the status screen's heading, not at the top of the page.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Status screen of p-1' })).toHaveFocus(),
    );
    expect(queryClient.getQueryData(partnerQueryKey('p-1'))).toEqual(partner);
    expect(queryClient.getQueryData(myPartnerQueryKey('user-1'))).toEqual(partner);
  });

  it('sends a returning partner’s masked Aadhaar number back unchanged and uploads nothing new', async () => {
    const xhr = installFakeXhr();
    const partner = returningPartner();
    const { user, api, router } = renderRegistration({
      partner,
      handlers: { [partnerUrls.put]: partner },
    });
    await waitForPartner();

    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    expect(api.calls(partnerUrls.put)[0]?.body).toMatchObject({
      aadharNo: 'XXXX XXXX 2346',
      gstNo: validGst,
      cinNo: validCin,
      latitude: 12.9716,
      longitude: 77.5946,
      companyLocation: '12B, MG Road, Bengaluru, Karnataka, India, 560001',
    });
    expect(xhr.requests).toHaveLength(0);
    // The form's own status may still be on screen for a moment after the navigation.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(messages.registration.submitSuccess),
    );
  });

  it('checks the form before sending anything and points at what is missing', async () => {
    const xhr = installFakeXhr();
    const { user, api } = renderRegistration();
    await waitForPartner();
    await chooseAllDocuments(user);
    // Lowercase is taken; the check character is wrong.
    const wrongCheck = validGst.endsWith('0') ? '1' : '0';
    await user.type(field(text.fields.gst), `${validGst.slice(0, 14).toLowerCase()}${wrongCheck}`);
    await user.type(field(text.fields.cin), 'X123');

    await user.click(submitButton());

    const v = messages.validation;
    for (const message of [
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
      v.cin,
    ]) {
      expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    }
    expect(field(text.fields.name)).toHaveFocus();
    expect(field(text.fields.name)).toHaveAccessibleDescription(v.required.name);
    expect(field(text.fields.landmark)).not.toHaveAttribute('aria-invalid');
    expect(api.calls(partnerUrls.put)).toHaveLength(0);
    expect(xhr.requests).toHaveLength(0);
    expect(submitButton()).toHaveTextContent(text.submit);
  });

  it('sends GST and CIN numbers uppercased', async () => {
    installFakeXhr();
    const { user, api } = renderRegistration({
      handlers: { [partnerUrls.put]: jsonResponse({ message: 'Stop here' }, 400) },
    });
    await readyToSubmit(user);
    await user.type(field(text.fields.gst), validGst.toLowerCase());
    await user.type(field(text.fields.cin), validCin.toLowerCase());

    await user.click(submitButton());

    await waitFor(() => expect(api.calls(partnerUrls.put)).toHaveLength(1));
    expect(api.calls(partnerUrls.put)[0]?.body).toMatchObject({ gstNo: validGst, cinNo: validCin });
  });

  it('keeps everything when the update fails, and tries again', async () => {
    const xhr = installFakeXhr();
    const { user, api, router } = renderRegistration({
      handlers: {
        [partnerUrls.put]: jsonResponse(
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

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.registration.submitFailure)).toBeVisible();
    expect(alert).toHaveTextContent('Services must be chosen from the list');
    expect(xhr.requests).toHaveLength(0);
    expect(router.state.location.pathname).toBe(paths.dashboard('p-1'));
    expect(field(text.fields.name)).toHaveValue('Asha Rao');
    expect(field(text.fields.aadhaar)).toHaveValue(validAadhaar);
    expect(field(text.fields.postalCode)).toHaveValue('560001');
    expect(screen.getByRole('list', { name: text.services.selected })).toHaveTextContent('Caterer');
    expect(stepItem('aadharCard')).toHaveTextContent('aadhaar.pdf');
    expect(stepItem('incorporationCertificate')).toHaveTextContent('cin.jpg');
    expect(screen.getByText(messages.registration.allDocumentsUploaded)).toBeVisible();

    api.handlers[partnerUrls.put] = savedPartner;
    await user.click(submitButton());

    expect(screen.queryByText(messages.registration.submitFailure)).not.toBeInTheDocument();
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.request(0).fieldNames).toEqual(['aadharCard']);
  });

  it('marks the step whose file the server refused, keeps the others, and skips the documents already sent on retry', async () => {
    const xhr = installFakeXhr();
    const { user, api } = renderRegistration({ handlers: { [partnerUrls.put]: savedPartner } });
    await readyToSubmit(user);

    await user.click(submitButton());
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    await xhr.request(0).respond(200, withDocument(savedPartner, 'aadharCard'));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    await xhr.request(1).respond(413, { message: 'File size should be under 50MB' });

    // The PAN step takes focus again, with the server's words, and wants another file.
    await waitFor(() => expect(currentStepHeading()).toHaveFocus());
    expect(currentStepHeading()).toHaveTextContent('PAN');
    const panInput = currentFileInput('panCard');
    expect(panInput).toHaveAttribute('aria-invalid', 'true');
    expect(panInput).toHaveAccessibleDescription(
      `${text.documents.fileHint} File size should be under 50MB`,
    );
    expect(stepItem('panCard')).not.toHaveTextContent('pan.png');
    expect(stepItem('panCard')).not.toHaveTextContent('✓');
    // Aadhaar arrived and keeps its tick; GST and CIN wait, chosen but not ticked.
    expect(stepItem('aadharCard')).toHaveTextContent(text.documents.uploaded);
    expect(stepItem('aadharCard')).toHaveTextContent('✓');
    expect(stepItem('gstCertificate')).toHaveTextContent('gst.pdf');
    expect(stepItem('gstCertificate')).not.toHaveTextContent('✓');
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes(messages.registration.submitFailure));
    expect(alert).toHaveTextContent('PAN: File size should be under 50MB');
    expect(xhr.requests).toHaveLength(2);
    expect(field(text.fields.company)).toHaveValue('Asha Events');
    expect(submitButton()).toBeDisabled();

    // A smaller PAN this time, at the step the wizard returned to.
    await user.upload(panInput, sampleFiles.panCard());
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    await waitFor(() => expect(api.calls(partnerUrls.put)).toHaveLength(2));
    await waitFor(() => expect(xhr.requests).toHaveLength(3));
    expect(xhr.request(2).fieldNames).toEqual(['panCard']);
    await xhr.request(2).respond(200, savedPartner);
    await waitFor(() => expect(xhr.requests).toHaveLength(4));
    expect(xhr.request(3).fieldNames).toEqual(['gstCertificate']);
  });

  it('says so when the connection drops during an upload', async () => {
    const xhr = installFakeXhr();
    const { user } = renderRegistration({ handlers: { [partnerUrls.put]: savedPartner } });
    await readyToSubmit(user);

    await user.click(submitButton());
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    await xhr.request(0).failNetwork();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.registration.submitFailure)).toBeVisible();
    expect(alert).toHaveTextContent('Could not reach the server.');
  });

  it('refuses to submit before the partner has loaded', async () => {
    const xhr = installFakeXhr();
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
    expect(api.calls(partnerUrls.put)).toHaveLength(0);
    expect(xhr.requests).toHaveLength(0);
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
