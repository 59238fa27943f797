import { documentTypeInfo, documentTypes, messages } from '@shata/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../testing/match-media';
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
} from './test-kit';

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

  it('refuses a text file renamed .png by its first bytes, at its own step', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    const renamed = new File(['Just some notes, not a picture'], 'aadhaar.png', {
      type: 'image/png',
    });
    await user.upload(currentFileInput('aadharCard'), renamed);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.documents.fileTypeNotAllowed,
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
