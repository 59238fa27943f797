import { foreignRedirectTargets } from '@shata/test-support/redirect-targets';
import { describe, expect, it } from 'vitest';
import { documentUploadPath } from './document-links';
import { operatorPaths, paths } from './routes';
import { returnPlace, signInReturnTarget } from './sign-in-return';

const partner = { operator: false, partnerId: 'p-1' } as const;
const operator = { operator: true } as const;

describe('returnPlace', () => {
  it.each([
    [
      documentUploadPath('p-1', 'incorporationCertificate'),
      { screen: 'dashboard', partnerId: 'p-1', document: 'incorporationCertificate' },
    ],
    [paths.dashboard('p-1'), { screen: 'dashboard', partnerId: 'p-1' }],
    [`${paths.dashboard('p-1')}#company-gstNo`, { screen: 'dashboard', partnerId: 'p-1' }],
    [paths.status('p 1'), { screen: 'status', partnerId: 'p 1' }],
    [paths.myAccount('p-1'), { screen: 'myAccount', partnerId: 'p-1' }],
    [`${paths.myBookings('p-1')}?page=2`, { screen: 'myBookings', partnerId: 'p-1' }],
    [operatorPaths.partner('p-1'), { screen: 'console' }],
  ])('reads %j', (target, place) => {
    expect(returnPlace(target)).toEqual(place);
  });

  it.each([
    paths.dashboardNew,
    paths.dashboardError,
    paths.login,
    paths.home,
    '/dashboard/',
    '/status/p-1/more',
    '/nowhere/p-1',
  ])('finds no place to return to in %j', (target) => {
    expect(returnPlace(target)).toBeNull();
  });

  it.each(foreignRedirectTargets)('refuses %j, which leads off the portal', (target) => {
    expect(returnPlace(target)).toBeNull();
    expect(signInReturnTarget(target, partner)).toBeNull();
  });

  it.each([
    '//evil.example/status/p-1',
    'https://evil.example/dashboard/p-1#document-panCard',
    '/.//evil.example/status/p-1',
  ])('refuses %j, though it ends like a partner screen', (target) => {
    expect(signInReturnTarget(target, partner)).toBeNull();
  });
});

describe('signInReturnTarget', () => {
  it('takes a partner back to their own screens, the hash and query kept, dot segments resolved', () => {
    const link = documentUploadPath('p-1', 'gstCertificate');
    expect(signInReturnTarget(link, partner)).toBe('/dashboard/p-1#document-gstCertificate');
    expect(signInReturnTarget('/x/../status/p-1?a=1', partner)).toBe('/status/p-1?a=1');
  });

  it("does not take a partner to another partner's screens, the console, or anywhere without a record", () => {
    expect(signInReturnTarget(paths.status('p-2'), partner)).toBeNull();
    expect(signInReturnTarget(operatorPaths.queue, partner)).toBeNull();
    expect(signInReturnTarget(paths.status('p-1'), { operator: false })).toBeNull();
  });

  it('takes an operator back to the console only', () => {
    expect(signInReturnTarget(operatorPaths.partner('p-7'), operator)).toBe('/admin/partners/p-7');
    expect(signInReturnTarget(paths.status('p-1'), operator)).toBeNull();
  });
});
