import {
  type DocumentType,
  documentTypeInfo,
  documentUploadPath,
  messages,
  type Partner,
  type PartnerRejection,
  paths,
} from '@shata/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/api-stub';
import { fakeUploads } from '../../../testing/fake-uploads';
import {
  currentFileInput,
  currentStepHeading,
  fakeFile,
  partnerUrls,
  renderRegistration,
  returningPartner,
  stepItem,
  submitButton,
  text,
  waitForPartner,
} from '../test-kit';

vi.mock(
  '../uploads/resumable-upload',
  async () => (await import('../../../testing/fake-uploads')) as object,
);

beforeEach(() => fakeUploads.reset());

const docs = text.documents;
const label = (type: DocumentType) => documentTypeInfo[type].label;
const rejectedAt = '2025-05-06T10:00:00.000Z';

/**
 * A partner who submitted everything (PAN skipped) and had `type` turned down
 * by an operator: its url is cleared and the rejection says why.
 */
function partnerAskedToRedo(type: DocumentType, reason = 'The certificate has expired.'): Partner {
  const rejection: PartnerRejection = { target: type, reason, rejectedAt };
  return returningPartner({
    [documentTypeInfo[type].urlField]: null,
    rejections: [rejection],
  });
}

describe('a link to one document of the wizard (#document-{type})', () => {
  it('opens that step, with the reason, the other steps on file, and moves focus and view to it', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderRegistration({
      partner: partnerAskedToRedo('gstCertificate'),
      path: documentUploadPath('p-1', 'gstCertificate'),
    });
    await waitForPartner();

    const heading = currentStepHeading();
    expect(heading).toHaveTextContent(docs.stepHeading(3, 4, label('gstCertificate')));
    expect(heading).toHaveAttribute('id', 'document-gstCertificate');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(heading);

    const step = screen.getByRole('group', { name: heading.textContent ?? '' });
    expect(step).toHaveAccessibleDescription(
      'Your GST certificate document was not accepted. Please upload it again. Reason: The certificate has expired.',
    );
    expect(stepItem('gstCertificate')).toHaveTextContent(docs.notChosen);
    expect(stepItem('aadharCard')).toHaveTextContent(docs.onFile);
    expect(stepItem('incorporationCertificate')).toHaveTextContent(docs.onFile);
    // PAN was skipped when the partner first submitted; it stays skipped.
    expect(stepItem('panCard')).toHaveTextContent(docs.skipped);
    expect(submitButton()).toBeDisabled();
  });

  it('completes the wizard with that one document, and submitting saves the profile and commits only it', async () => {
    const partner = partnerAskedToRedo('gstCertificate');
    const { user, api, router } = renderRegistration({
      partner,
      path: documentUploadPath('p-1', 'gstCertificate'),
      handlers: { [partnerUrls.submission]: returningPartner() },
    });
    await waitForPartner();
    await waitFor(() => expect(currentStepHeading()).toHaveFocus());

    const file = fakeFile('gst-2025.pdf', 4096);
    await user.upload(currentFileInput('gstCertificate'), file);

    expect(screen.getByText(messages.registration.uploadingDocuments(1))).toBeVisible();
    expect(stepItem('gstCertificate')).toHaveTextContent('gst-2025.pdf (4 KB)');
    await waitFor(() => expect(fakeUploads.started).toHaveLength(1));
    expect(fakeUploads.latest('gstCertificate').options.file).toBe(file);
    fakeUploads.latest('gstCertificate').stage();
    expect(screen.getByText(messages.registration.allDocumentsUploaded)).toBeVisible();
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.status('p-1')));
    expect(api.calls(partnerUrls.submission)).toHaveLength(1);
    expect(api.calls(partnerUrls.submission)[0]?.body).toMatchObject({
      profile: { name: 'Asha Rao', aadharNo: 'XXXX XXXX 2346', companyName: 'Asha Events' },
      documents: ['gstCertificate'],
    });
    expect(fakeUploads.started).toHaveLength(1);
  });

  it('opens a turned-down PAN step as one to do again rather than skipped', async () => {
    const { user } = renderRegistration({
      partner: partnerAskedToRedo('panCard', 'The PAN is not the company’s.'),
      path: documentUploadPath('p-1', 'panCard'),
    });
    await waitForPartner();

    expect(currentStepHeading()).toHaveTextContent(label('panCard'));
    await waitFor(() => expect(currentStepHeading()).toHaveFocus());
    expect(stepItem('panCard')).toHaveTextContent(docs.notChosen);
    expect(screen.getByText('The PAN is not the company’s.')).toBeVisible();
    expect(submitButton()).toBeDisabled();

    await user.upload(currentFileInput('panCard'), fakeFile('pan.png', 2048, 'image/png'));
    await waitFor(() => expect(fakeUploads.started).toHaveLength(1));
    fakeUploads.latest('panCard').stage();
    expect(screen.getByText(messages.registration.allDocumentsUploaded)).toBeVisible();
    expect(submitButton()).toBeEnabled();
  });

  it('opens the step once the record arrives, if it was still loading', async () => {
    let answer: (response: Response) => void = () => {};
    renderRegistration({
      path: documentUploadPath('p-1', 'incorporationCertificate'),
      handlers: {
        [partnerUrls.get]: () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    });
    await screen.findByText(text.loadingPartner);
    expect(currentStepHeading()).toHaveTextContent(label('incorporationCertificate'));
    expect(currentStepHeading()).not.toHaveFocus();

    answer(jsonResponse(partnerAskedToRedo('incorporationCertificate')));
    await waitForPartner();

    await waitFor(() => expect(currentStepHeading()).toHaveFocus());
    expect(currentStepHeading()).toHaveTextContent(label('incorporationCertificate'));
    expect(stepItem('gstCertificate')).toHaveTextContent(docs.onFile);
  });

  it('needs no link: a partner asked to redo one document starts on its step', async () => {
    renderRegistration({ partner: partnerAskedToRedo('aadharCard') });
    await waitForPartner();

    expect(currentStepHeading()).toHaveTextContent(label('aadharCard'));
    expect(currentStepHeading()).not.toHaveFocus();
    expect(stepItem('panCard')).toHaveTextContent(docs.skipped);
    expect(stepItem('gstCertificate')).toHaveTextContent(docs.onFile);
    expect(stepItem('incorporationCertificate')).toHaveTextContent(docs.onFile);
  });

  it('ignores a fragment that names no document', async () => {
    renderRegistration({ path: `${paths.dashboard('p-1')}#document-passport` });
    await waitForPartner();

    expect(currentStepHeading()).toHaveTextContent(label('aadharCard'));
    expect(currentStepHeading()).not.toHaveFocus();
  });
});
