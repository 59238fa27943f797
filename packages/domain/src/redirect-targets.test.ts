import {
  foreignRedirectTargets,
  portalRedirectTargets,
} from '@shata/test-support/redirect-targets';
import { describe, expect, it } from 'vitest';
import { passwordResetRequestSchema, verificationMailRequestSchema } from './identity-requests';
import { messages } from './messages';
import { isPortalRedirectTarget, portalRedirectPath } from './redirect-targets';
import { issuesOf } from './test-helpers';

const publicUrl = 'https://portal.example';

describe('isPortalRedirectTarget', () => {
  it('has a table of at least 40 spellings to refuse', () => {
    expect(foreignRedirectTargets.length).toBeGreaterThanOrEqual(40);
  });

  it.each(foreignRedirectTargets)('refuses %j', (target) => {
    expect(isPortalRedirectTarget(target)).toBe(false);
  });

  it.each(portalRedirectTargets)('takes %j', (target) => {
    expect(isPortalRedirectTarget(target)).toBe(true);
  });

  it.each(foreignRedirectTargets)('is what the identity schemas use, refusing %j', (target) => {
    expect(
      issuesOf(verificationMailRequestSchema, { email: 'asha@example.com', callbackURL: target }),
    ).toEqual([['callbackURL', messages.identity.portalPath('callbackURL')]]);
    expect(
      issuesOf(passwordResetRequestSchema, { email: 'asha@example.com', redirectTo: target }),
    ).toEqual([['redirectTo', messages.identity.portalPath('redirectTo')]]);
  });
});

describe('portalRedirectPath', () => {
  it.each(portalRedirectTargets)('sends %j on as %j', (target, path) => {
    expect(portalRedirectPath(target, publicUrl)).toBe(path);
  });

  it.each([
    '/.//evil.example/login',
    '/..//evil.example',
    '/x/..//evil.example/p',
    '/%2e//evil.example',
    '/.///evil.example',
  ])('refuses %j, which is //evil.example once its dot segments are gone', (target) => {
    expect(portalRedirectPath(target, publicUrl)).toBeNull();
  });

  it.each(foreignRedirectTargets)('never sends %j off the portal', (target) => {
    const path = portalRedirectPath(target, publicUrl);
    // A few resolve to a plain path here (`http:/x` is a path on an http origin): then it is one.
    if (path === null) return;
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(new URL(path, publicUrl).origin).toBe(publicUrl);
  });

  it('takes a URL on the portal itself, as better-auth writes its Locations, as its path', () => {
    expect(portalRedirectPath(`${publicUrl}/reset-password?token=abc`, publicUrl)).toBe(
      '/reset-password?token=abc',
    );
  });

  it.each([
    'http://portal.example/reset-password',
    'https://portal.example:8443/reset-password',
    'https://sub.portal.example/reset-password',
    'https://portal.example.evil.example/reset-password',
  ])('refuses %j, another origin', (target) => {
    expect(portalRedirectPath(target, publicUrl)).toBeNull();
  });
});
