import { describe, expect, it } from 'vitest';
import { documentAnchorId, documentUploadPath, linkedDocumentType } from './document-links';
import {
  isOperatorPath,
  operatorPaths,
  operatorRoutePatterns,
  paths,
  pathsWithoutNavigation,
  routePatterns,
  verificationLinkOutcome,
} from './routes';

describe('paths', () => {
  it('are the routes of spec section 2', () => {
    expect(paths.home).toBe('/');
    expect(paths.terms).toBe('/terms-and-conditions');
    expect(paths.login).toBe('/login');
    expect(paths.signup).toBe('/signup');
    expect(paths.verifyEmail).toBe('/verify-email');
    expect(paths.dashboardNew).toBe('/dashboard/new');
    expect(paths.dashboardError).toBe('/dashboard/error');
    expect(paths.dashboard('p1')).toBe('/dashboard/p1');
    expect(paths.myAccount('p1')).toBe('/my_account/p1');
    expect(paths.myBookings('p1')).toBe('/my-bookings/p1');
    expect(paths.status('p1')).toBe('/status/p1');
  });

  it('encode the partner id as one path segment', () => {
    expect(paths.status('a/b c')).toBe('/status/a%2Fb%20c');
  });

  it('have router patterns with a partnerId parameter', () => {
    expect(routePatterns).toEqual({
      home: '/',
      terms: '/terms-and-conditions',
      login: '/login',
      signup: '/signup',
      verifyEmail: '/verify-email',
      dashboardNew: '/dashboard/new',
      dashboardError: '/dashboard/error',
      dashboard: '/dashboard/:partnerId',
      myAccount: '/my_account/:partnerId',
      myBookings: '/my-bookings/:partnerId',
      status: '/status/:partnerId',
    });
  });

  it('hide the navigation bar on login, signup and verify-email', () => {
    expect(pathsWithoutNavigation).toEqual(['/login', '/signup', '/verify-email']);
  });
});

describe('document links', () => {
  it('open the registration form on a document step', () => {
    expect(documentAnchorId('panCard')).toBe('document-panCard');
    expect(documentUploadPath('p 1', 'gstCertificate')).toBe(
      '/dashboard/p%201#document-gstCertificate',
    );
  });

  it('are read back from a location hash, with or without its #', () => {
    expect(linkedDocumentType('#document-aadharCard')).toBe('aadharCard');
    expect(linkedDocumentType('document-incorporationCertificate')).toBe(
      'incorporationCertificate',
    );
  });

  it('point at no document when the hash names none', () => {
    for (const hash of ['', '#', '#document-', '#document-passport', '#panCard', '#top']) {
      expect(linkedDocumentType(hash)).toBeUndefined();
    }
  });
});

describe("the operators' console", () => {
  it('keeps the /admin addresses, with the Integrations page beside the queue', () => {
    expect(operatorPaths.queue).toBe('/admin');
    expect(operatorPaths.partner('p 1')).toBe('/admin/partners/p%201');
    expect(operatorPaths.integrations).toBe('/admin/integrations');
    expect(operatorPaths.team).toBe('/admin/team');
    expect(operatorRoutePatterns).toEqual({
      queue: '/admin',
      partner: '/admin/partners/:partnerId',
      integrations: '/admin/integrations',
      team: '/admin/team',
    });
  });
});

describe('isOperatorPath', () => {
  it('is the console and its pages, not a path that only starts alike', () => {
    expect(isOperatorPath('/admin')).toBe(true);
    expect(isOperatorPath('/admin/partners/p-1')).toBe(true);
    expect(isOperatorPath(operatorPaths.integrations)).toBe(true);
    expect(isOperatorPath('/administration')).toBe(false);
    expect(isOperatorPath('/my_account/p-1')).toBe(false);
  });
});

describe('verificationLinkOutcome', () => {
  it.each([
    ['?verified=1', 'verified'],
    ['?error=TOKEN_EXPIRED', 'failed'],
    ['?error=INVALID_TOKEN', 'failed'],
    ['?already-verified=1', 'alreadyVerified'],
    // A failure outweighs anything else the address carries.
    ['?verified=1&error=INVALID_TOKEN', 'failed'],
    ['', null],
    ['?other=1', null],
  ])('reads %j as %s', (search, outcome) => {
    expect(verificationLinkOutcome(new URLSearchParams(search))).toBe(outcome);
  });
});
