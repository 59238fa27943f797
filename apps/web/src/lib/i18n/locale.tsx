import { isLocale, type Locale, pseudoLocaleTag } from '@shata/domain';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { apiFetch } from '../api-client';
import { loadCataloguesInUse } from './catalogue-store';

interface LocaleState {
  /** The language screens speak. */
  locale: Locale;
  /** English text made accented and longer, to find words that bypass the catalogues (tests only). */
  pseudo: boolean;
  /** Speaks `next` from now on, keeps it in the cookie and, once signed in, on the account. */
  chooseLocale: (next: Locale) => void;
  /** Speaks the account's language, which the server already has: nothing is sent. */
  followAccount: (accountLocale: Locale) => void;
}

/** English, switching nothing: what a component rendered outside the app's provider (a unit test) speaks. */
const english: LocaleState = {
  locale: 'en',
  pseudo: false,
  chooseLocale: () => {},
  followAccount: () => {},
};

const LocaleContext = createContext<LocaleState>(english);

/** The language the server chose for this page load (account, cookie, Accept-Language), from `<html lang>`. */
function servedLocale(): { locale: Locale; pseudo: boolean } {
  const tag = document.documentElement.lang;
  if (tag === pseudoLocaleTag) return { locale: 'en', pseudo: true };
  return { locale: isLocale(tag) ? tag : 'en', pseudo: false };
}

/**
 * The language of every partner screen. A switch keeps the screen, with
 * everything typed in it, speaking the old language until the new language's
 * words have loaded, and then changes it in place without a reload.
 */
export function LocaleProvider({
  children,
  initial,
}: {
  children: ReactNode;
  /** The language to start in (a test's); the page's served language otherwise. */
  initial?: Locale;
}) {
  const [{ locale, pseudo }, setState] = useState(() =>
    initial ? { locale: initial, pseudo: false } : servedLocale(),
  );

  useEffect(() => {
    document.documentElement.lang = pseudo ? pseudoLocaleTag : locale;
  }, [locale, pseudo]);

  const followAccount = useCallback((next: Locale) => {
    // The words on screen are fetched first, so they change together; a screen that
    // mounts meanwhile suspends in the transition, leaving the old words up until it is ready.
    void loadCataloguesInUse(next).then(() =>
      startTransition(() =>
        setState((current) => (current.locale === next ? current : { ...current, locale: next })),
      ),
    );
  }, []);

  const chooseLocale = useCallback(
    (next: Locale) => {
      followAccount(next);
      // The choice works at once; a failed save only means the next visit starts as before.
      apiFetch('/api/locale', { method: 'PUT', json: { locale: next } }).catch(() => {});
    },
    [followAccount],
  );

  const value = useMemo(
    () => ({ locale, pseudo, chooseLocale, followAccount }),
    [locale, pseudo, chooseLocale, followAccount],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}
