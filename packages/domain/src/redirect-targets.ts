/**
 * Where the identity API may send a browser: its `callbackURL` and
 * `redirectTo` values, and the Location of every redirect it answers. A
 * target is judged the way the browser will read it, by the URL parser
 * (which drops tabs and newlines, reads `\` as `/`, removes `.` and `..`
 * segments, `%2e` too), not by its spelling: `/.//evil.example` passes any
 * look at its first characters, and is `//evil.example` once its dot segment
 * is gone, which a redirect written as a path sends off the portal.
 */

/** Printable ASCII without the backslash: what the portal's own paths are made of. */
const printablePath = /^[\x21-\x5b\x5d-\x7e]+$/;

/** A path that a redirect written as a path would turn into another host. */
const hostLike = /^\/[/\\]/;

/**
 * A slash, backslash or dot spelled in percent-encoding, or an encoded
 * percent sign (double encoding): no portal path needs them, and one more
 * decoding anywhere on the way would make separators of them.
 */
const encodedSeparator = /%(2f|5c|2e|25)/i;

/**
 * The path on the portal `target` leads to, resolved against `publicUrl` as
 * a browser would and written as a path (`/login?x=1`), so it can be sent on
 * as a Location; null when it leads anywhere else: another origin, a path
 * that would read as a host, or a spelling no portal path has.
 */
export function portalRedirectPath(target: string, publicUrl: string): string | null {
  if (!printablePath.test(target)) return null;
  let resolved: URL;
  try {
    resolved = new URL(target, publicUrl);
  } catch {
    return null;
  }
  if (resolved.origin !== new URL(publicUrl).origin) return null;
  const { pathname } = resolved;
  if (hostLike.test(pathname) || encodedSeparator.test(pathname)) return null;
  return `${pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Where paths are resolved when the origin is not known (the browser's forms
 * share the schemas): a path that does not start with `//` or `/\` stays on
 * whichever origin it is resolved against, so any one gives the same answer.
 */
const anyOrigin = 'https://portal.invalid';

/**
 * Whether `value` is a redirect target the identity API takes: a path on the
 * portal (`/verify-email`), never a URL, and one `portalRedirectPath` keeps.
 */
export function isPortalRedirectTarget(value: string): boolean {
  return (
    value.startsWith('/') && !hostLike.test(value) && portalRedirectPath(value, anyOrigin) !== null
  );
}
