import { catalogue } from '../../lib/i18n/catalogue';
import { secondFactorText } from './second-factor-text';

export const secondFactorCatalogue = catalogue(secondFactorText, {
  hi: () => import('./second-factor-text.hi').then((module) => module.secondFactorTextHi),
});
