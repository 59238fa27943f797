import { type Catalogue, loadCatalogue } from '../lib/i18n/catalogue';
import { shellCatalogue } from '../lib/i18n/shell-catalogue';

/**
 * Fetches the Hindi modules of `catalogues` (and the shell's) before a test renders a screen
 * in Hindi: their first load (transformed on demand) can take longer than a
 * query waits, and a screen shows nothing until its words are in.
 */
export async function loadInHindi(...catalogues: Catalogue<unknown>[]): Promise<void> {
  await Promise.all([shellCatalogue, ...catalogues].map((source) => loadCatalogue(source, 'hi')));
}
