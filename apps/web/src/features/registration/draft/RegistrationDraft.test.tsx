import {
  draftSaveDelayMs,
  maskAadhaar,
  messages,
  type RegistrationDraft,
  validateAadhaar,
} from '@shata/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StubRequest } from '../../../testing/api-stub';
import { advance } from '../../../testing/render';
import {
  draftSaved,
  field,
  partnerUrls,
  renderRegistration,
  returningPartner,
  text,
  validAadhaar,
  waitForPartner,
} from '../test-kit';

/** The Aadhaar number as the server gives a draft's back: masked when it is a valid one. */
const shownAadhaar = (number: string | undefined) =>
  number && validateAadhaar(number) === null ? maskAadhaar(number) : number;

/** A server keeping one draft: what is PUT comes back on the next GET, a valid number masked. */
function draftServer(initial: RegistrationDraft | null = null) {
  let stored = initial;
  return {
    handlers: {
      [partnerUrls.draftGet]: () => ({
        values: stored && { ...stored, aadhaar: shownAadhaar(stored.aadhaar) },
        savedAt: stored && new Date().toISOString(),
      }),
      [partnerUrls.draftPut]: ({ body }: StubRequest) => {
        stored = (body as { values: RegistrationDraft }).values;
        return draftSaved();
      },
    },
    stored: () => stored,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the registration draft', () => {
  it('fills the form in from a saved draft, over the record, the Aadhaar number masked', async () => {
    const server = draftServer({
      name: 'Asha from the draft',
      aadhaar: validAadhaar,
      pan: 'PQRST6789K',
      city: 'Mysuru',
      service: ['Caterer'],
    });
    renderRegistration({ partner: returningPartner(), handlers: server.handlers });
    await waitForPartner();

    await waitFor(() => expect(field(text.fields.name)).toHaveValue('Asha from the draft'));
    expect(field(text.fields.city)).toHaveValue('Mysuru');
    expect(field(text.fields.pan)).toHaveValue('PQRST6789K');
    expect(field(text.fields.aadhaar)).toHaveValue('XXXX XXXX 2346');
    // What the draft does not hold comes from the record.
    expect(field(text.fields.company)).toHaveValue(returningPartner().companyName);
    expect(screen.getByRole('button', { name: 'Remove Caterer' })).toBeVisible();
  });

  it('saves a second after typing pauses, not before, and says so', async () => {
    const { api } = renderRegistration();
    await waitForPartner();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    fireEvent.change(field(text.fields.name), { target: { value: 'Asha' } });
    await advance(draftSaveDelayMs - 1);
    fireEvent.change(field(text.fields.name), { target: { value: 'Asha Rao' } });
    fireEvent.change(field(text.fields.pan), { target: { value: 'abcde1234f' } });
    await advance(draftSaveDelayMs - 1);
    expect(api.calls(partnerUrls.draftPut)).toHaveLength(0);

    await advance(1);
    expect(api.calls(partnerUrls.draftPut)).toHaveLength(1);
    expect(api.calls(partnerUrls.draftPut)[0]?.body).toMatchObject({
      values: { name: 'Asha Rao', pan: 'ABCDE1234F', city: '' },
    });
    expect(screen.getByText(/^Draft saved at/)).toBeVisible();
  });

  it('saves at once when focus leaves a section', async () => {
    const { api } = renderRegistration();
    await waitForPartner();

    fireEvent.change(field(text.fields.company), { target: { value: 'Asha Events' } });
    act(() => field(text.fields.company).focus());
    act(() => field(text.fields.city).focus());

    await waitFor(() => expect(api.calls(partnerUrls.draftPut)).toHaveLength(1));
    expect(api.calls(partnerUrls.draftPut)[0]?.body).toMatchObject({
      values: { company: 'Asha Events' },
    });
  });

  it('is there again after the form is closed and opened, and nothing is kept in the browser', async () => {
    const server = draftServer();
    const first = renderRegistration({ handlers: server.handlers });
    await waitForPartner();
    fireEvent.change(field(text.fields.name), { target: { value: 'Asha Rao' } });
    fireEvent.change(field(text.fields.aadhaar), { target: { value: validAadhaar } });
    act(() => field(text.fields.aadhaar).focus());
    act(() => field(text.fields.city).focus());
    await waitFor(() => expect(server.stored()).toMatchObject({ name: 'Asha Rao' }));
    first.unmount();

    renderRegistration({ handlers: server.handlers });
    await waitForPartner();
    await waitFor(() => expect(field(text.fields.name)).toHaveValue('Asha Rao'));
    expect(field(text.fields.aadhaar)).toHaveValue('XXXX XXXX 2346');
    expect(window.localStorage).toHaveLength(0);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Asha');
  });

  it('keeps an Aadhaar number not yet valid, and brings it back with its message', async () => {
    const server = draftServer();
    const first = renderRegistration({ handlers: server.handlers });
    await waitForPartner();
    await first.user.click(field(text.fields.aadhaar));
    await first.user.paste('2345 6789 012');
    await first.user.click(field(text.fields.city));
    await waitFor(() => expect(server.stored()).toMatchObject({ aadhaar: '23456789012' }));
    first.unmount();

    renderRegistration({ handlers: server.handlers });
    await waitForPartner();
    await waitFor(() => expect(field(text.fields.aadhaar)).toHaveValue('23456789012'));
    expect(field(text.fields.aadhaar)).toHaveAccessibleDescription(
      messages.validation.aadhaarDigits,
    );
  });

  it('says so when a save fails', async () => {
    const { api } = renderRegistration({
      handlers: { [partnerUrls.draftPut]: new Response(null, { status: 503 }) },
    });
    await waitForPartner();
    fireEvent.change(field(text.fields.name), { target: { value: 'Asha' } });
    act(() => field(text.fields.name).focus());
    act(() => field(text.fields.city).focus());

    expect(await screen.findByText(text.draft.failed)).toBeVisible();
    expect(api.calls(partnerUrls.draftPut)).toHaveLength(1);
  });
});
