import { catalogue } from '../../../lib/i18n/catalogue';
import { dashboardText } from './dashboard-text';

/** The words of /dashboard/new and /dashboard/error in every language (apart, as registration-catalogue.ts says why). */
export const dashboardCatalogue = catalogue(dashboardText, {
  hi: () => import('./dashboard-text.hi').then((module) => module.dashboardTextHi),
});
