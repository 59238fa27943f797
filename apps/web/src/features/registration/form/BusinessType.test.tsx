import { documentTypeInfo, messages, type RegistrationDraft } from '@shata/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../testing/fake-uploads';
import {
  currentFileInput,
  currentStepHeading,
  field,
  fillRequiredFields,
  partnerUrls,
  renderRegistration,
  returningPartner,
  sampleFiles,
  submitButton,
  text,
  validGst,
  waitForPartner,
} from '../test-kit';

const docs = text.documents;
const label = (type: keyof typeof documentTypeInfo) => documentTypeInfo[type].label;
const steps = () =>
  within(screen.getByRole('list', { name: docs.steps }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.wizard-step__label')?.textContent);

vi.mock(
  '../uploads/resumable-upload',
  async () => (await import('../../../testing/fake-uploads')) as object,
);

/** The Aadhaar card's upload arrives whole. */
async function stageAadhaar() {
  await vi.waitFor(() => fakeUploads.latest('aadharCard'));
  fakeUploads.latest('aadharCard').stage();
}

beforeEach(() => fakeUploads.reset());

describe('the business type, asked first', () => {
  it('lets a sole proprietor without GSTIN submit with the Aadhaar card alone, PAN skippable', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const group = screen.getByRole('group', { name: text.businessType.legend });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(Object.values(messages.businessTypes));
    await fillRequiredFields(user, 'individual');

    expect(steps()).toEqual([label('aadharCard'), `${label('panCard')} ${docs.optional}`]);
    expect(screen.queryByLabelText(text.fields.cin)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(text.fields.llpin)).not.toBeInTheDocument();
    expect(screen.getByText(docs.why('aadharCard', 'individual'))).toBeVisible();
    expect(screen.getByText(`${docs.intro} ${docs.needed('individual')}`)).toBeVisible();
    expect(submitButton()).toHaveAccessibleDescription(text.submitHint(2));

    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());
    expect(currentStepHeading()).toHaveTextContent(docs.stepHeading(2, 2, label('panCard')));
    await user.click(screen.getByRole('button', { name: messages.registration.skipPan }));
    await stageAadhaar();

    expect(screen.getByText(messages.registration.allDocumentsUploaded)).toBeVisible();
    expect(submitButton()).toBeEnabled();
  });

  it('asks an individual who gives a GSTIN for the GST certificate, saying why', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    await fillRequiredFields(user, 'individual');
    await user.type(field(text.fields.gst), validGst);

    expect(steps()).toEqual([
      label('aadharCard'),
      `${label('panCard')} ${docs.optional}`,
      label('gstCertificate'),
    ]);
    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());
    await user.click(screen.getByRole('button', { name: messages.registration.skipPan }));
    expect(currentStepHeading()).toHaveTextContent(docs.stepHeading(3, 3, label('gstCertificate')));
    expect(screen.getByText(docs.why('gstCertificate', 'individual'))).toBeVisible();
    expect(
      screen.queryByRole('button', { name: messages.registration.skipPan }),
    ).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('asks an LLP for its LLPIN and certificate of incorporation, and no CIN', async () => {
    const { user, api } = renderRegistration();
    await waitForPartner();
    await fillRequiredFields(user, 'llp');

    expect(steps()).toEqual([
      label('aadharCard'),
      `${label('panCard')} ${docs.optional}`,
      label('incorporationCertificate'),
    ]);
    expect(screen.queryByLabelText(text.fields.cin)).not.toBeInTheDocument();
    const llpin = field(text.fields.llpin);
    expect(llpin).toBeRequired();
    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());
    await user.click(screen.getByRole('button', { name: messages.registration.skipPan }));
    await user.upload(
      currentFileInput('incorporationCertificate'),
      sampleFiles.incorporationCertificate(),
    );
    await user.click(submitButton());

    expect(await screen.findByText(messages.validation.required.llpin)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(llpin).toHaveFocus();
    expect(api.calls(partnerUrls.submission)).toHaveLength(0);
  });

  it('lets go of a half-typed CIN when the partner turns out to be a sole proprietor, so Submit goes through', async () => {
    const { user, api } = renderRegistration();
    await waitForPartner();
    await fillRequiredFields(user, 'company');
    await user.type(field(text.fields.cin), 'U123');
    await user.click(screen.getByRole('radio', { name: messages.businessTypes.individual }));
    expect(screen.queryByLabelText(text.fields.cin)).not.toBeInTheDocument();

    await user.upload(currentFileInput('aadharCard'), sampleFiles.aadharCard());
    await user.click(screen.getByRole('button', { name: messages.registration.skipPan }));
    await stageAadhaar();
    await user.click(submitButton());

    await vi.waitFor(() => expect(api.calls(partnerUrls.submission)).toHaveLength(1));
    expect(screen.queryByText(messages.validation.cin)).not.toBeInTheDocument();
  });

  it('comes back from the draft', async () => {
    const draft: RegistrationDraft = { businessType: 'individual', name: 'Meena' };
    renderRegistration({
      handlers: { [partnerUrls.draftGet]: { values: draft, savedAt: new Date().toISOString() } },
    });
    await waitForPartner();
    expect(
      await screen.findByRole('radio', { name: messages.businessTypes.individual }),
    ).toBeChecked();
    expect(steps()).toHaveLength(2);
  });

  it('keeps a partner who registered before the type was asked a company, with the four steps', async () => {
    renderRegistration({ partner: returningPartner() });
    await waitForPartner();
    expect(screen.getByRole('radio', { name: messages.businessTypes.company })).toBeChecked();
    expect(steps()).toHaveLength(4);
  });
});
