import { expect, type Page } from '@playwright/test';

/**
 * In the pseudo-locale every word a catalogue gives is accented (issue 31), so
 * a plain Latin letter left on screen, once data is taken out, is a word
 * written into a component. Looks at visible text and at the attributes people
 * hear or see (aria-label, alt, title, placeholder), and names what it finds.
 *
 * `data` is what the page shows of the partner's own (names, addresses as
 * typed); e-mail addresses, web addresses and 'English' (the language switch
 * names each language in itself) are data everywhere.
 */
export async function expectEveryWordFromACatalogue(page: Page, data: string[] = []) {
  const found = await page.evaluate((pageData) => {
    const strip = (value: string) => {
      let text = value;
      for (const item of [...pageData, 'English']) text = text.split(item).join(' ');
      return (
        text
          .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
          .replace(/https?:\/\/\S+/g, ' ')
          // Dates are the browser's Intl words, not the portal's ('5 Mar 2025', '5 Sept 2025, 14:30').
          .replace(/\b\d{1,2} [A-Z][a-z]{2,4} \d{4}\b/g, ' ')
      );
    };
    const outside: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      // Decorative text hidden from assistive tech (the avatar's initial: data) is not words.
      if (!element || element.closest('script, style, noscript, [aria-hidden="true"]')) continue;
      if (!element.checkVisibility()) continue;
      // Data broken over several text nodes (an address with its break points) is judged whole.
      const words = (value: string | null) => /[A-Za-z]/.test(strip(value ?? ''));
      if (words(node.textContent) && words(element.textContent)) {
        outside.push(`"${(node.textContent ?? '').trim()}" in <${element.localName}>`);
      }
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder]',
    )) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && /[A-Za-z]/.test(strip(value)))
          outside.push(`${name}="${value}" on <${element.localName}>`);
      }
    }
    if (/[A-Za-z]/.test(strip(document.title))) outside.push(`the title "${document.title}"`);
    return [...new Set(outside)];
  }, data);
  expect(found, `words from no catalogue on ${new URL(page.url()).pathname}`).toEqual([]);
}
