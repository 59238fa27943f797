/**
 * Spellings of a redirect target, for the tests of the rule (the domain's
 * redirect-targets.ts), of the server that applies it and of the web app.
 */

/** Targets that lead off the portal, or are spelled as no portal path is: each must be refused. */
export const foreignRedirectTargets: readonly string[] = [
  // Dot segments that leave `//host` behind once removed.
  '/.//evil.example/login',
  '/..//evil.example',
  '/x/..//evil.example/p',
  '/.///evil.example',
  '/././/evil.example',
  '/x/y/../..//evil.example',
  '/x/../../..//evil.example',
  // Encoded dots, which the URL parser takes as dot segments.
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/x/%2e%2e//evil.example',
  // Encoded slashes and backslashes.
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5c%5cevil.example',
  '/%5C/evil.example',
  '/.%2f/evil.example',
  // Backslashes, which a browser reads as slashes.
  '/\\evil.example',
  '\\\\evil.example',
  '/\\\\evil.example',
  '\\/evil.example',
  '/.\\/evil.example',
  // Tabs, newlines and spaces, which the URL parser drops.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '/ /evil.example',
  // Scheme-relative, with `@` and `:`.
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '//user@evil.example',
  '//portal.example@evil.example/login',
  '//evil.example:443/login',
  '/.//user:pass@evil.example/',
  // Schemes.
  'javascript:alert(1)',
  'javascript://%0aalert(1)',
  'JavaScript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://evil.example',
  'https://evil.example/login',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'http:/evil.example',
  'https:\\\\evil.example',
  // IPv6 literals.
  '//[2001:db8::1]/login',
  '/.//[2001:db8::1]/login',
  'http://[::ffff:7f00:1]/',
  // Unicode look-alikes of slashes, backslashes and dots.
  '/\uff0fevil.example',
  '\uff0f\uff0fevil.example',
  '/\u2044evil.example',
  '/\u2215evil.example',
  '/\uff3cevil.example',
  '/\uff0e\uff0e//evil.example',
  '/\u3002/evil.example',
  // Double encoding.
  '/%252f%252fevil.example',
  '/%252e%252e//evil.example',
  '/%25252f/evil.example',
  // Not a path at all.
  '',
  'evil.example',
];

/** Paths on the portal, odd ones among them, and where each leads: each must be taken. */
export const portalRedirectTargets: ReadonlyArray<readonly [target: string, path: string]> = [
  ['/verify-email', '/verify-email'],
  ['/reset-password', '/reset-password'],
  ['/login?x=1', '/login?x=1'],
  ['/email-verified', '/email-verified'],
  ['/a/../login', '/login'],
  ['/.%2e/login', '/login'],
  ['/login?next=//evil.example', '/login?next=//evil.example'],
  ['/login#//evil.example', '/login#//evil.example'],
  ['/@evil.example', '/@evil.example'],
  ['/https://evil.example', '/https://evil.example'],
  ['/%09/evil.example', '/%09/evil.example'],
];
