import { catalogue } from '../../lib/i18n/catalogue';

/** Words of the shared form fields (ours). */
export const formText = {
  /** The password field's toggle, named for the field it reveals: 'Show password'. */
  show: (label: string) => `Show ${label.toLowerCase()}`,
  hide: (label: string) => `Hide ${label.toLowerCase()}`,
} as const;

export const formCatalogue = catalogue(formText, {
  hi: () => import('./form-text.hi').then((module) => module.formTextHi),
});
