import { documentTypes, type Translation } from '@shata/domain';
import { useText } from '../../lib/i18n/catalogue';
import { registrationMessages } from '../../lib/i18n/messages/registration';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { registrationCatalogue } from './registration-text';

type Messages = Translation<typeof registrationMessages.en>;

/** Said as it came when there is nothing to say (a field without an error). */
interface Say {
  (english: string): string;
  (english: string | undefined): string | undefined;
}

const sentences = new WeakMap<object, Map<string, string>>();

/**
 * The domain's sentences with a word put in that the registration can meet,
 * each for every word it can take: a refused document (its label), a file
 * that is not what its name says (JPG, PNG, PDF).
 */
function sentencePairs(en: Messages, said: Messages): Map<string, string> {
  let pairs = sentences.get(said);
  if (pairs) return pairs;
  pairs = new Map();
  for (const type of documentTypes) {
    const label = en.documents.labels[type];
    const saidLabel = said.documents.labels[type];
    pairs.set(en.uploads.nothingStaged(label), said.uploads.nothingStaged(saidLabel));
    pairs.set(en.uploads.notAsked(label), said.uploads.notAsked(saidLabel));
  }
  for (const claimed of ['JPG', 'PNG', 'PDF'] as const) {
    pairs.set(en.documents.notARealFile(claimed), said.documents.notARealFile(claimed));
  }
  sentences.set(said, pairs);
  return pairs;
}

/** '<field> must be at most <n> characters', the one field error made with a number. */
function tooLong(english: string, en: Messages, said: Messages): string | undefined {
  const match = /^(.+) must be at most (\d+) characters$/.exec(english);
  if (!match) return undefined;
  const [, field = '', max = ''] = match;
  const key = (Object.keys(en.fieldLabels) as (keyof Messages['fieldLabels'])[]).find(
    (name) => en.fieldLabels[name] === field,
  );
  return key ? said.validation.tooLong(said.fieldLabels[key], Number(max)) : undefined;
}

/** A 429's 'Too many requests. Please try again in 45 seconds.', the wait said anew. */
function tryAgainIn(
  english: string,
  said: Translation<typeof shellCatalogue.en>,
): string | undefined {
  const match = /(\d+) (second|minute)s?\.$/.exec(english);
  if (!match) return undefined;
  const seconds = Number(match[1]) * (match[2] === 'minute' ? 60 : 1);
  return shellCatalogue.en.tryAgainIn(seconds) === english ? said.tryAgainIn(seconds) : undefined;
}

/**
 * Says an English message shown on the registration screens in the screen's
 * language: a field error of the domain's schemas, a server answer, or one of
 * the screen's own notes kept as English in state (so a language switch
 * mid-form re-says it). A message it does not know is shown as it came.
 */
export function useRegistrationTranslator(): Say {
  const sayMessage = useMessageTranslator(registrationMessages);
  const sayText = useMessageTranslator(registrationCatalogue);
  const sayShell = useMessageTranslator(shellCatalogue);
  const said = useText(registrationMessages);
  const shellSaid = useText(shellCatalogue);
  const en = registrationMessages.en;
  const say = (english: string): string => {
    const known = sayMessage(english);
    if (known !== english || said === en) return known;
    const text = sayText(english);
    if (text !== english) return text;
    const shell = sayShell(english);
    if (shell !== english) return shell;
    return (
      sentencePairs(en, said).get(english) ??
      tooLong(english, en, said) ??
      tryAgainIn(english, shellSaid) ??
      english
    );
  };
  return ((english?: string) => (english === undefined ? undefined : say(english))) as Say;
}
