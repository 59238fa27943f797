import { messages } from '@shata/domain';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadInHindi } from '../../../testing/hindi';
import { LocaleProvider } from '../locale';
import { accountMessages, useAccountMessage } from './account';

/** Shows `english` as a screen of the account family says it. */
function Said({ english }: { english: string }) {
  const say = useAccountMessage();
  return <p>{say(english)}</p>;
}

function sayIn(locale: 'en' | 'hi', english: string): string {
  const { unmount } = render(
    <LocaleProvider initial={locale}>
      <Said english={english} />
    </LocaleProvider>,
  );
  const said = screen.getByRole('paragraph').textContent ?? '';
  unmount();
  return said;
}

describe("the account screens' messages", () => {
  beforeAll(() => loadInHindi(accountMessages));

  it.each([
    [messages.limits.tooManySignIns(1), 'कृपया 1 मिनट बाद'],
    [messages.limits.tooManySignIns(15), 'कृपया 15 मिनट बाद'],
    [messages.limits.tooManySignInsFromNetwork(1), 'कृपया 1 सेकंड बाद'],
    [messages.limits.tooManySignInsFromNetwork(61), 'कृपया 2 मिनट बाद'],
    [messages.limits.tryAgainIn(3600), 'कृपया 60 मिनट बाद'],
    [messages.twoFactor.locked(1), 'दूसरा चरण 1 मिनट के लिए बंद'],
  ])('says a wait the server worded ("%s") in Hindi, with the same wait', (english, hindi) => {
    const said = sayIn('hi', english);
    expect(said).toContain(hindi);
    expect(said).not.toMatch(/[A-Za-z]/);
  });

  it('says the domain words of these screens in Hindi, and anything else as it came', () => {
    expect(sayIn('hi', messages.login.failed)).toBe('ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।');
    expect(sayIn('hi', messages.validation.required.email)).toBe('ईमेल ज़रूरी है');
    expect(sayIn('hi', messages.api.unreachable)).toBe(
      'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    );
    expect(sayIn('hi', 'Try again in 5 ways.')).toBe('Try again in 5 ways.');
  });

  it('leaves English as it is', () => {
    const english = messages.limits.tooManySignIns(15);
    expect(sayIn('en', english)).toBe(english);
    expect(sayIn('en', messages.login.failed)).toBe(messages.login.failed);
  });
});
