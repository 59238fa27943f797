import { contactHoneypotField, messages } from '@shata/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../testing/api-stub';
import { ContactForm } from './ContactForm';
import { renderPublic, renderPublicInHindi } from './landing-test-kit';
import { landingText } from './landing-text';

const text = landingText.contact;
const contactUrl = 'POST /api/contact';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(text.fields.firstName), 'Asha');
  await user.type(screen.getByLabelText(text.fields.lastName), 'Rao');
  await user.type(screen.getByLabelText(text.fields.phone), '98765x43210');
  await user.type(screen.getByLabelText(text.fields.email), 'asha@example.com');
  await user.type(screen.getByLabelText(text.fields.message), 'How do I join?');
}

const fieldValues = () =>
  [
    text.fields.firstName,
    text.fields.lastName,
    text.fields.phone,
    text.fields.email,
    text.fields.message,
  ].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);

describe('the contact form', () => {
  it('has the spec’s five required fields, phone and e-mail typed as such', () => {
    renderPublic(<ContactForm />);

    expect(screen.getByLabelText(text.fields.phone)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(text.fields.email)).toHaveAttribute('type', 'email');
    for (const label of Object.values(text.fields)) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderPublic(<ContactForm />);

    await user.click(screen.getByRole('button', { name: text.send }));

    const required = messages.validation.required;
    for (const message of [
      required.firstName,
      required.lastName,
      required.phone,
      required.email,
      required.message,
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(api.calls(contactUrl)).toHaveLength(0);
  });

  it('takes digits only for the phone, and wants ten of them', async () => {
    const user = userEvent.setup();
    renderPublic(<ContactForm />);
    const phone = screen.getByLabelText(text.fields.phone);

    await user.type(phone, '98a7-65');
    expect(phone).toHaveValue('98765');

    await user.click(screen.getByRole('button', { name: text.send }));
    expect(screen.getByText(messages.validation.phoneDigits)).toBeVisible();
  });

  it('reads a phone number written the Indian way as its 10 digits, typed and pasted alike', async () => {
    const user = userEvent.setup();
    renderPublic(<ContactForm />);
    const phone = screen.getByLabelText(text.fields.phone);

    await user.type(phone, '+91 99001 22334');
    expect(phone).toHaveValue('9900122334');
    await user.clear(phone);
    await user.paste('+91 99001 22334');
    expect(phone).toHaveValue('9900122334');
  });

  it('disables the button while sending, then clears the form and says it was sent', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const { api } = renderPublic(<ContactForm />, {
      [contactUrl]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: text.send }));

    expect(screen.getByRole('button', { name: text.sending })).toBeDisabled();
    expect(api.calls(contactUrl)[0]?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      message: 'How do I join?',
      [contactHoneypotField]: '',
    });

    answer(jsonResponse({ received: true }, 201));

    expect(await screen.findByRole('status')).toHaveTextContent(text.sent);
    expect(fieldValues()).toEqual(['', '', '', '', '']);
    expect(screen.getByRole('button', { name: text.send })).toBeEnabled();
  });

  it('alerts the spec’s failure message and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPublic(<ContactForm />, {
      [contactUrl]: jsonResponse({ statusCode: 503, message: 'Service Unavailable' }, 503),
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: text.send }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.contact.sendFailure);
    expect(fieldValues()).toEqual([
      'Asha',
      'Rao',
      '9876543210',
      'asha@example.com',
      'How do I join?',
    ]);
    expect(screen.getByRole('button', { name: text.send })).toBeEnabled();
  });

  it('adds the server’s reason when it refused the message', async () => {
    const user = userEvent.setup();
    const tooMany = 'Too many requests. Please try again in 600 seconds.';
    renderPublic(<ContactForm />, {
      [contactUrl]: jsonResponse({ statusCode: 429, message: tooMany }, 429),
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: text.send }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.contact.sendFailure);
    expect(alert).toHaveTextContent(tooMany);
  });

  it('keeps the bots’ field out of reach of people and assistive tech', () => {
    renderPublic(<ContactForm />);

    expect(screen.queryByRole('textbox', { name: text.honeypotLabel })).not.toBeInTheDocument();
    const trap = document.querySelector(`input[name="${contactHoneypotField}"]`);
    expect(trap).toHaveAttribute('tabindex', '-1');
  });
});

describe('the contact form in Hindi', () => {
  it('labels its fields and says what is missing in Hindi', async () => {
    const user = userEvent.setup();
    const { api } = await renderPublicInHindi(<ContactForm />);

    await user.click(await screen.findByRole('button', { name: 'संदेश भेजें' }));

    expect(screen.getByLabelText('पहला नाम')).toBeRequired();
    for (const message of [
      'पहला नाम ज़रूरी है',
      'उपनाम ज़रूरी है',
      'फ़ोन नंबर ज़रूरी है',
      'ईमेल ज़रूरी है',
      'संदेश ज़रूरी है',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(api.calls(contactUrl)).toHaveLength(0);
  });

  it('says in Hindi that the message was not sent, and why the server refused it', async () => {
    const user = userEvent.setup();
    await renderPublicInHindi(<ContactForm />, {
      [contactUrl]: jsonResponse(
        { statusCode: 400, code: 'validation_failed', message: messages.validation.phoneDigits },
        400,
      ),
    });
    await user.type(await screen.findByLabelText('पहला नाम'), 'Asha');
    await user.type(screen.getByLabelText('उपनाम'), 'Rao');
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('संदेश'), 'मैं कैसे जुड़ूँ?');

    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।');
    expect(alert).toHaveTextContent('फ़ोन नंबर 10 अंकों का होना चाहिए');
    expect(screen.getByLabelText('संदेश')).toHaveValue('मैं कैसे जुड़ूँ?');
  });
});
