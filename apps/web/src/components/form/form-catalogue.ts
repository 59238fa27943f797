import { catalogue } from '../../lib/i18n/catalogue';
import { formText } from './form-text';

/** The shared fields' words in every language (apart from form-text.ts, whose type the Hindi module reads). */
export const formCatalogue = catalogue(formText, {
  hi: () => import('./form-text.hi').then((module) => module.formTextHi),
});
