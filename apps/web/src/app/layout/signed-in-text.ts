import { messages } from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';

/** The signed-in menus' words: the spec's logout dialog, and ours. */
export const signedInText = {
  logoutDialog: messages.logoutDialog,
  profile: 'Profile',
  /** Ours: the operators' entry to their console. */
  console: 'Console',
} as const;

export const signedInCatalogue = catalogue(signedInText, {
  hi: () => import('./signed-in-text.hi').then((module) => module.signedInTextHi),
});
