import { foreignRedirectTargets } from '@shata/test-support/redirect-targets';
import { describe, expect, it } from 'vitest';
import { readLoginState, returnTo } from './login-state';

describe('the login state', () => {
  it('carries the path, query and hash back', () => {
    const state = returnTo({
      pathname: '/dashboard/p-1',
      search: '?a=1',
      hash: '#document-panCard',
    });
    expect(readLoginState({ ...state, signedOutAfterMinutes: 5 })).toEqual({
      returnTo: '/dashboard/p-1?a=1#document-panCard',
      signedOutAfterMinutes: 5,
    });
  });

  it.each(foreignRedirectTargets)('drops a target off the portal: %j', (target) => {
    expect(readLoginState({ returnTo: target })).toEqual({});
  });

  it.each([
    null,
    undefined,
    'text',
    { returnTo: 7, signedOutAfterMinutes: '5' },
    { signedOutAfterMinutes: 0 },
    { signedOutAfterMinutes: 2.5 },
  ])('ignores state that is not its own: %j', (state) => {
    expect(readLoginState(state)).toEqual({});
  });
});
