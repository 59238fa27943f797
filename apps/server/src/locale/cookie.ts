import { type Locale, localeCookieMaxAgeSeconds, localeCookieName } from '@shata/domain';

/**
 * The attributes of the language cookie (issue 31): for every page, sent on
 * links from elsewhere (Lax) so the first page comes in the right language,
 * never read by scripts (the page asks the server), Secure on an https portal
 * as the session cookie is.
 */
export function localeCookieOptions(secure: boolean) {
  return {
    path: '/',
    maxAge: localeCookieMaxAgeSeconds,
    sameSite: 'lax',
    httpOnly: true,
    secure,
  } as const;
}

/** The Set-Cookie header that keeps `locale` in the browser. */
export function localeCookie(locale: Locale, secure: boolean): string {
  const options = localeCookieOptions(secure);
  return [
    `${localeCookieName}=${locale}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
