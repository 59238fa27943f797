import { catalogue } from '../../lib/i18n/catalogue';
import { authCardText } from './auth-card-text';

export const authCardCatalogue = catalogue(authCardText, {
  hi: () => import('./auth-card-text.hi').then((module) => module.authCardTextHi),
});
