import {
  chooseLocale,
  defaultLocale,
  isLocale,
  type Locale,
  localeCookieName,
} from '@shata/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user } from './schema';
import { cookieValue } from './session';

/** The language account `id` chose (issue 31), or null while it never chose one. */
export async function accountLocale(db: Db, id: string): Promise<Locale | null> {
  const [found] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, id));
  return isLocale(found?.locale) ? found.locale : null;
}

/**
 * The language a partner's mails speak: the account's of `email` (any letter
 * case, as a partner's record names it), English when it chose none.
 */
export async function mailLocaleOf(db: Db, email: string): Promise<Locale> {
  const [found] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`);
  return isLocale(found?.locale) ? found.locale : defaultLocale;
}

/**
 * The language a visitor was using when they signed up: their cookie's, else
 * their browser's (`Accept-Language`). A new account starts with it, so the
 * very first mail, the verification, is already in that language.
 */
export function visitorLocale(headers: Headers | undefined): Locale {
  return chooseLocale({
    cookie: cookieValue(headers?.get('cookie') ?? undefined, localeCookieName),
    acceptLanguage: headers?.get('accept-language'),
  });
}
