import { messages, services } from '@shata/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  field,
  renderRegistration,
  returningPartner,
  servicesButton,
  text,
  validAadhaar,
  validPan,
  waitForPartner,
  wrongCheckDigitAadhaar,
} from './test-kit';

describe('the registration form fields', () => {
  it('opens at the profile field the status screen links to, with the operator’s reason', async () => {
    renderRegistration({
      partner: returningPartner({
        videoUrl: 'https://video.example/kyc',
        kycStatus: 'approved',
        cvStatus: 'rejected',
        rejections: [
          {
            target: 'cvStatus',
            reason: 'The company name differs from the GST certificate',
            rejectedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
      path: '/dashboard/p-1#profile-companyName',
    });
    await waitForPartner();

    await waitFor(() => expect(field(text.fields.company)).toHaveFocus());
    expect(screen.getByText(text.fieldToFix('company name'))).toBeVisible();
    expect(screen.getByText(/The company name differs from the GST certificate/)).toBeVisible();
  });

  it('says beside the Aadhaar number and the documents who sees them and how they are kept', async () => {
    renderRegistration();
    await waitForPartner();

    const notes = screen.getAllByText(text.trust.note);
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(
        within(note.closest('p') as HTMLElement).getByRole('link', { name: text.trust.link }),
      ).toHaveAttribute('href', '/terms-and-conditions#kyc-documents');
    }
  });

  it('labels every field and shows a new partner an empty form', async () => {
    renderRegistration();
    await waitForPartner();

    for (const label of [
      text.fields.name,
      text.fields.phone,
      text.fields.aadhaar,
      text.fields.company,
      text.fields.address,
      text.fields.street,
      text.fields.landmark,
      text.fields.city,
      text.fields.state,
      text.fields.postalCode,
      text.fields.country,
      text.fields.gst,
      text.fields.pan,
      text.fields.cin,
    ]) {
      expect(field(label)).toHaveValue('');
    }
    expect(screen.getByText(messages.registration.noServicesSelected)).toBeVisible();
    expect(document.title).toBe(`${text.title} | Shata Partner Portal`);
  });

  it('fills in what a returning partner saved, the Aadhaar number masked', async () => {
    renderRegistration({ partner: returningPartner() });
    await waitForPartner();

    expect(field(text.fields.name)).toHaveValue('Asha Rao');
    expect(field(text.fields.phone)).toHaveValue('9876543210');
    expect(field(text.fields.aadhaar)).toHaveValue('XXXX XXXX 2346');
    expect(field(text.fields.aadhaar)).toHaveAccessibleDescription(text.aadhaarMaskedHint);
    expect(field(text.fields.street)).toHaveValue('MG Road');
    expect(field(text.fields.country)).toHaveValue('India');
    expect(field(text.fields.pan)).toHaveValue(validPan);
    expect(screen.getByRole('list', { name: text.services.selected })).toHaveTextContent('Caterer');
  });
});

describe.each([
  ['phone', text.fields.phone],
  ['Aadhaar', text.fields.aadhaar],
])('the %s field', (_name, label) => {
  it('blocks every key but digits, Backspace, Delete, the arrows and Tab', async () => {
    renderRegistration();
    await waitForPartner();
    const input = field(label);
    const blocked = (init: KeyboardEventInit) => !fireEvent.keyDown(input, init);

    for (const key of ['a', 'Z', '-', '.', ' ', '+', 'e']) expect(blocked({ key })).toBe(true);
    for (const key of ['0', '5', '9', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab']) {
      expect(blocked({ key })).toBe(false);
    }
    // Paste and select-all stay usable; pasted text is cut down to its digits.
    expect(blocked({ key: 'v', ctrlKey: true })).toBe(false);
    expect(blocked({ key: 'a', metaKey: true })).toBe(false);
  });
});

describe('the phone field', () => {
  it('takes digits only, at most 10, for the numeric keypad', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const phone = field(text.fields.phone);

    await user.type(phone, '98a7-6 5b43.21098');

    expect(phone).toHaveValue('9876543210');
    expect(phone).toHaveAttribute('maxlength', '10');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
  });

  it('lets editing keys and shortcuts through', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const phone = field(text.fields.phone);

    await user.type(phone, '98765');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Backspace}0');
    expect(phone).toHaveValue('98065');

    await user.keyboard('{Control>}a{/Control}{Delete}');
    expect(phone).toHaveValue('');
  });

  it('keeps only the digits of pasted text', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const phone = field(text.fields.phone);

    await user.click(phone);
    await user.paste('+91 98765-43210');

    // The country code's digits come first and the rest is cut at 10.
    expect(phone).toHaveValue('9198765432');
  });

  it("says 'Phone must be 10 digits' while the number is short, never when empty", async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const phone = field(text.fields.phone);

    expect(screen.queryByText(messages.validation.phoneDigits)).not.toBeInTheDocument();
    await user.type(phone, '98765');
    const message = screen.getByText(messages.validation.phoneDigits);
    expect(message).toHaveAttribute('role', 'alert');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(messages.validation.phoneDigits);

    await user.type(phone, '43210');
    expect(screen.queryByText(messages.validation.phoneDigits)).not.toBeInTheDocument();
    expect(phone).not.toHaveAttribute('aria-invalid');

    await user.clear(phone);
    expect(screen.queryByText(messages.validation.phoneDigits)).not.toBeInTheDocument();
  });
});

describe('the Aadhaar field', () => {
  it('takes digits only, at most 12', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const aadhaar = field(text.fields.aadhaar);

    await user.type(aadhaar, '2341 x 2341 2346 99');

    expect(aadhaar).toHaveValue(validAadhaar);
    expect(aadhaar).toHaveAttribute('maxlength', '12');
    expect(aadhaar).toHaveAttribute('inputmode', 'numeric');
  });

  it("says 'Aadhaar must be 12 digits' while short, and when the check digit is wrong", async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const aadhaar = field(text.fields.aadhaar);

    await user.type(aadhaar, '2341');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.validation.aadhaarDigits);

    await user.clear(aadhaar);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(aadhaar, wrongCheckDigitAadhaar);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.validation.aadhaarInvalid);
    expect(aadhaar).toHaveAccessibleDescription(messages.validation.aadhaarInvalid);

    await user.clear(aadhaar);
    await user.type(aadhaar, validAadhaar);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts a new number when the partner edits the masked one', async () => {
    const { user } = renderRegistration({ partner: returningPartner() });
    await waitForPartner();
    const aadhaar = field(text.fields.aadhaar);

    await user.click(aadhaar);
    await user.keyboard('{Backspace}');
    expect(aadhaar).toHaveValue('');

    await user.type(aadhaar, '2341');
    expect(aadhaar).toHaveValue('2341');
    expect(screen.getByText(messages.validation.aadhaarDigits)).toBeVisible();
  });

  it('replaces the masked number with a pasted one, digits only', async () => {
    const { user } = renderRegistration({ partner: returningPartner() });
    await waitForPartner();
    const aadhaar = field(text.fields.aadhaar);

    await user.click(aadhaar);
    await user.paste('2341 2341 2346');

    expect(aadhaar).toHaveValue(validAadhaar);
    expect(aadhaar).not.toHaveAccessibleDescription(text.aadhaarMaskedHint);
  });

  it('replaces the masked number with a typed digit', async () => {
    const { user } = renderRegistration({ partner: returningPartner() });
    await waitForPartner();
    const aadhaar = field(text.fields.aadhaar);

    await user.type(aadhaar, '7');

    expect(aadhaar).toHaveValue('7');
  });
});

describe('the services dropdown', () => {
  it("lists the services, shows chosen ones as chips and 'No services selected' when none", async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const button = servicesButton();

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(messages.registration.noServicesSelected)).toBeVisible();

    await user.click(button);
    const list = screen.getByRole('listbox', { name: text.fields.services });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...services]);

    await user.click(within(list).getByRole('option', { name: 'Photographer' }));
    await user.click(within(list).getByRole('option', { name: 'Event Planner' }));

    expect(within(list).getByRole('option', { name: 'Photographer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const chips = screen.getByRole('list', { name: text.services.selected });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Event Planner×', 'Photographer×']);
    expect(screen.queryByText(messages.registration.noServicesSelected)).not.toBeInTheDocument();
  });

  it('removes a service with its chip button', async () => {
    const { user } = renderRegistration({ partner: returningPartner() });
    await waitForPartner();

    await user.click(screen.getByRole('button', { name: text.services.remove('Caterer') }));

    expect(screen.queryByRole('list', { name: text.services.selected })).not.toBeInTheDocument();
    expect(screen.getByText(messages.registration.noServicesSelected)).toBeVisible();
  });

  it('unselects a service picked again in the list', async () => {
    const { user } = renderRegistration({ partner: returningPartner() });
    await waitForPartner();

    await user.click(servicesButton());
    await user.click(screen.getByRole('option', { name: 'Caterer' }));

    expect(screen.getByText(messages.registration.noServicesSelected)).toBeVisible();
  });

  it('closes on a click outside', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await user.click(servicesButton());
    expect(screen.getByRole('listbox')).toBeVisible();

    await user.click(screen.getByRole('heading', { name: text.sections.basic }));

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await user.click(servicesButton());
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(servicesButton()).toHaveFocus();
  });

  it('works from the keyboard', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    servicesButton().focus();
    await user.keyboard('{Enter}');
    const list = screen.getByRole('listbox');
    expect(list).toHaveFocus();
    expect(list).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);

    await user.keyboard('{ArrowDown}{Enter}{End} ');

    const chips = screen.getByRole('list', { name: text.services.selected });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Caterer×', 'Photographer×']);
    await user.keyboard('{Escape}');
    expect(servicesButton()).toHaveAccessibleName(`${text.fields.services} Caterer, Photographer`);
  });
});
