/** How long the next screen may take to show its heading (its chunk and its data loading). */
const waitLimitMs = 10_000;

function mainHeading(): HTMLElement | null {
  return document.querySelector('main h1') ?? document.querySelector('h1');
}

/**
 * After an action that replaces the screen (a login), moves focus to the new
 * screen's main heading once it shows, so keyboard and screen-reader users
 * start there rather than at the top of the page. The heading takes focus
 * only to hold it (tabIndex -1), and shows the focus ring the global styles
 * give such targets. Nothing moves if the user has put focus somewhere
 * themselves meanwhile, or after `waitLimitMs`.
 */
export function focusNextScreenHeading(): void {
  const current = mainHeading();
  const focusedBefore = document.activeElement;

  const userMovedFocus = () => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active !== focusedBefore;
  };
  const tryFocus = (): boolean => {
    if (userMovedFocus()) return true;
    const heading = mainHeading();
    if (!heading || heading === current) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return true;
  };

  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), waitLimitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}
