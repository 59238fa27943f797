import { catalogue } from '../../lib/i18n/catalogue';
import { accountText } from './account-text';

export const accountCatalogue = catalogue(accountText, {
  hi: () => import('./account-text.hi').then((module) => module.accountTextHi),
});
