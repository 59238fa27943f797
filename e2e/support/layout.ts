import { expect, type Page } from '@playwright/test';

/**
 * The page is no wider than the window. On failure the message names the
 * elements that reach past its right edge, which is where to look.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const layout = await page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element) =>
      [element.localName, ...Array.from(element.classList, (name) => `.${name}`)].join('');
    const past = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, width, past };
  });
  expect(
    layout.scrollWidth,
    `${new URL(page.url()).pathname} scrolls sideways; past the edge: ${layout.past.slice(0, 8).join(', ')}`,
  ).toBeLessThanOrEqual(layout.width);
}

/**
 * Scrolls to the end of the page as a visitor would: the footer, fetched at the
 * first scroll or key (app/layout/LazyFooter.tsx), comes into view.
 */
export async function revealFooter(page: Page) {
  await page.mouse.wheel(0, 100_000);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  return footer;
}
