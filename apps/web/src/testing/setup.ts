import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissNotice } from '../lib/notice';

// A screen's first render may wait for its lazy chunks, and a Hindi one for its words, each
// transformed on first import: on a busy 2-core machine that can pass Testing Library's 1 s.
configure({ asyncUtilTimeout: 4_000 });

// jsdom has no layout and only warns on scrolling, which the layout's scroll restoration does.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

// jsdom knows <dialog> but not how to open it: just enough for a modal's open state and close event.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  // The flash notice lives in module memory; no test leaves one for the next.
  dismissNotice();
  document.documentElement.lang = 'en';
});
