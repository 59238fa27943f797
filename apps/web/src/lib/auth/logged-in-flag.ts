/**
 * The spec's logged-in flag in session storage: set by a login or sign-up in
 * this tab, cleared on sign-out. A session found at start-up without it
 * belongs to a browser session that has ended, and is signed out.
 */
export const loggedInFlagKey = 'shata.loggedIn';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; then every start-up looks like a new browser session.
    return null;
  }
}

export function hasLoggedInFlag(): boolean {
  return storage()?.getItem(loggedInFlagKey) === '1';
}

export function setLoggedInFlag(): void {
  storage()?.setItem(loggedInFlagKey, '1');
}

export function clearLoggedInFlag(): void {
  storage()?.removeItem(loggedInFlagKey);
}
