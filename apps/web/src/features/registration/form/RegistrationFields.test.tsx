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
  validCin,
  validGst,
  validPan,
  waitForPartner,
  wrongCheckDigitAadhaar,
} from '../test-kit';

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
  it('takes digits only, for the numeric keypad, with no length the browser would cut a paste at', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const phone = field(text.fields.phone);

    await user.type(phone, '98a7-6 5b43.21098765432');

    expect(phone).toHaveValue('98765432109876');
    expect(phone).not.toHaveAttribute('maxlength');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
  });

  it('reads a number written the Indian way as its 10 digits, typed and pasted alike', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const phone = field(text.fields.phone);

    for (const written of [
      '+91 98450 12345',
      '+91-98450-12345',
      '098450 12345',
      '919845012345',
      '(+91) 98450 12345',
    ]) {
      await user.clear(phone);
      await user.type(phone, written);
      expect(phone, `typed ${written}`).toHaveValue('9845012345');
      await user.clear(phone);
      await user.paste(written);
      expect(phone, `pasted ${written}`).toHaveValue('9845012345');
      expect(screen.queryByText(messages.validation.phoneDigits)).not.toBeInTheDocument();
    }
  });

  it('keeps a 10-digit number that starts with 91 as it is', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const phone = field(text.fields.phone);

    await user.type(phone, '9198450123');
    expect(phone).toHaveValue('9198450123');
    await user.clear(phone);
    await user.paste('91984 50123');
    expect(phone).toHaveValue('9198450123');
    expect(screen.queryByText(messages.validation.phoneDigits)).not.toBeInTheDocument();
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
  it('takes digits only, at most 12, with no length the browser would cut a paste at', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const aadhaar = field(text.fields.aadhaar);

    await user.type(aadhaar, '2341 x 2341 2346 99');

    expect(aadhaar).toHaveValue(validAadhaar);
    expect(aadhaar).not.toHaveAttribute('maxlength');
    expect(aadhaar).toHaveAttribute('inputmode', 'numeric');
  });

  it('reads a number as printed, with spaces or dashes, typed and pasted alike', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const aadhaar = field(text.fields.aadhaar);

    for (const written of ['2345 6789 0124', '2345-6789-0124']) {
      await user.clear(aadhaar);
      await user.type(aadhaar, written);
      expect(aadhaar, `typed ${written}`).toHaveValue('234567890124');
      await user.clear(aadhaar);
      await user.paste(written);
      expect(aadhaar, `pasted ${written}`).toHaveValue('234567890124');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
    // Pasted in the middle: the caret stays after what was pasted.
    await user.clear(aadhaar);
    await user.type(aadhaar, '23450124');
    aadhaar.focus();
    (aadhaar as HTMLInputElement).setSelectionRange(4, 4);
    await user.paste('6789 ');
    expect(aadhaar).toHaveValue('234567890124');
    expect((aadhaar as HTMLInputElement).selectionStart).toBe(8);
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

describe.each([
  ['GST', text.fields.gst, validGst, '29 abcde 1234f1z', messages.validation.gstShape],
  ['PAN', text.fields.pan, validPan, 'abcde 1234', messages.validation.pan],
  ['CIN', text.fields.cin, validCin, 'u12345 ka2020 ptc', messages.validation.cin],
])('the %s number', (_name, label, right, wrong, message) => {
  const spaced = (value: string) => value.replace(/(.{4})/g, '$1 ').toLowerCase();

  it('is upper-cased without spaces, typed and pasted alike', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const input = field(label);

    await user.type(input, spaced(right));
    expect(input).toHaveValue(right);
    await user.clear(input);
    await user.paste(spaced(right));
    expect(input).toHaveValue(right);
  });

  it('is checked when the partner leaves it, the message with the format going once it is right', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const input = field(label);

    await user.type(input, wrong);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
    expect(input).toHaveAccessibleDescription(message);

    await user.clear(input);
    await user.paste(right);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    // Left empty: optional, so nothing to say.
    await user.clear(input);
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the postal code', () => {
  it('is a PIN code in India: numeric keypad, digits only, at most 6, typed and pasted alike', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const pin = field(text.fields.postalCode);

    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.type(pin, '56a0 0017');
    expect(pin).toHaveValue('560001');
    await user.clear(pin);
    await user.paste('560 001');
    expect(pin).toHaveValue('560001');
  });

  it('is checked when the partner leaves it, never when left empty', async () => {
    const { user } = renderRegistration();
    await waitForPartner();
    const pin = field(text.fields.postalCode);

    await user.click(pin);
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(pin, '5600');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.validation.pinCode);
    expect(pin).toHaveAccessibleDescription(messages.validation.pinCode);

    await user.type(pin, '01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes letters for a country other than India', async () => {
    const { user } = renderRegistration();
    await waitForPartner();

    await user.selectOptions(field(text.fields.country), 'United Kingdom');
    const postcode = field(text.fields.postalCode);
    expect(postcode).not.toHaveAttribute('inputmode');
    await user.type(postcode, 'SW1A 1AA');
    await user.tab();
    expect(postcode).toHaveValue('SW1A 1AA');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
