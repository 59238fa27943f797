import { messages, type Translation } from '@shata/domain';
import type { AccountMessages } from '@shata/domain/hi/messages-account';
import { type Catalogue, catalogue, loadCatalogue, useText } from '../catalogue';
import { useLocale } from '../locale';
import { shellCatalogue } from '../shell-catalogue';
import { useMessageTranslator } from '../translate-message';

const { review, validation } = messages;

/** The domain's words of the partner's account screens (sign-in, status, My Account, My Bookings). */
export const accountMessages = catalogue<AccountMessages>(
  {
    login: messages.login,
    signup: messages.signup,
    verifyEmail: messages.verifyEmail,
    account: messages.account,
    bookings: messages.bookings,
    status: messages.status,
    progress: messages.progress,
    twoFactor: messages.twoFactor,
    identity: messages.identity,
    limits: messages.limits,
    review: {
      stageLabels: review.stageLabels,
      fieldLabels: review.fieldLabels,
      stageRejected: review.stageRejected,
      documentRejected: review.documentRejected,
      uploadAgain: review.uploadAgain,
      reasonLabel: review.reasonLabel,
    },
    documents: { labels: messages.documents.labels },
    validation: {
      emailInvalid: validation.emailInvalid,
      passwordTooShort: validation.passwordTooShort,
      passwordTooLong: validation.passwordTooLong,
      passwordMismatch: validation.passwordMismatch,
      required: {
        email: validation.required.email,
        password: validation.required.password,
        confirmPassword: validation.required.confirmPassword,
      },
    },
  },
  {
    hi: () =>
      import('@shata/domain/hi/messages-account').then((module) => module.accountMessagesHi),
  },
);

type Words = Translation<AccountMessages>;

/** The server's sentences with a wait in them, each with its say in the screen's language. */
const waits: ((words: Words) => (amount: number) => string)[] = [
  (words) => words.limits.tooManySignIns,
  (words) => words.limits.tooManySignInsFromNetwork,
  (words) => words.limits.tryAgainIn,
  (words) => words.twoFactor.locked,
];

/**
 * The amount `sentence` was made with, if it made `english`: the number in
 * it, or that many minutes in seconds ('2 minutes' is said of 61 to 120).
 * Saying it again with the amount found must give the very same words.
 */
function amountIn(english: string, sentence: (amount: number) => string): number | null {
  const found = /\d+/.exec(english);
  if (!found) return null;
  const number = Number(found[0]);
  for (const amount of [number, number * 60]) {
    if (sentence(amount) === english) return amount;
  }
  return null;
}

/**
 * Says a message of these screens (a field error, a server answer's
 * `message`) in the screen's language, the rate limits' waits included: the
 * server words them with the number of minutes or seconds to wait. The
 * API client's own failures are the shell's words.
 */
export function useAccountMessage(): (english: string) => string {
  const words = useText(accountMessages);
  const say = useMessageTranslator(accountMessages);
  const sayShell = useMessageTranslator(shellCatalogue);
  return (english) => {
    for (const wait of waits) {
      const amount = amountIn(english, wait(accountMessages.en));
      if (amount !== null) return wait(words)(amount);
    }
    return sayShell(say(english));
  };
}

/**
 * Starts fetching every one of a screen's catalogues (and the shell's, which
 * its messages fall back on) in its language at once, rather than each after the one before it has arrived and the next
 * component has suspended on its own. A failed fetch is retried by the
 * component that reads the words.
 */
export function useLoadAtOnce(...sources: Catalogue<unknown>[]): void {
  const { locale } = useLocale();
  for (const source of [shellCatalogue, ...sources]) loadCatalogue(source, locale)?.catch(() => {});
}
