import { catalogue } from '../../lib/i18n/catalogue';
import { statusText } from './status-text';

export const statusCatalogue = catalogue(statusText, {
  hi: () => import('./status-text.hi').then((module) => module.statusTextHi),
});
