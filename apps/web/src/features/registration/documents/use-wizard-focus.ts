import type { DocumentType } from '@shata/domain';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { isFastConnection } from '../../../lib/connection';
import { prefetchHeicDecoder } from '../photos/heic-decoder';
import type { DocumentWizardState } from './use-document-wizard';

/** A link into the wizard (/dashboard/{id}#document-{type}); `key` tells one arrival from the next. */
export interface WizardLink {
  type: DocumentType;
  key: string;
}

/**
 * Where focus goes in the wizard: to the step's heading (or the completion
 * line past the last step) after each move the partner makes, never on its
 * own; and, arriving by a link (once the partner's record is in) or sent
 * back to a refused step, the step's heading brought into view.
 */
export function useWizardFocus(
  wizard: DocumentWizardState,
  link: WizardLink | undefined,
  partnerLoaded: boolean,
) {
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const completeRef = useRef<HTMLParagraphElement>(null);
  // Focus follows the wizard when the partner moves it, never on its own.
  const moved = useRef(false);
  const move = (action: () => void) => {
    moved.current = true;
    action();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows each move of the step.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    // Past the last step the panel is gone (its ref null) and the completion line is there.
    const target = panelHeadingRef.current ?? completeRef.current;
    target?.focus();
  }, [wizard.step]);

  // A link is followed once the record is in (which steps are on file is known then).
  const followedLink = useRef<string | null>(null);
  const [arrivedAt, setArrivedAt] = useState<string | null>(null);
  const { goTo, steps } = wizard;
  useEffect(() => {
    if (!link || !partnerLoaded || followedLink.current === link.key) return;
    followedLink.current = link.key;
    // A document this kind of business is not asked for has no step: the wizard stays as it is.
    if (!steps.includes(link.type)) return;
    goTo(steps.indexOf(link.type));
    setArrivedAt(link.key);
  }, [link, partnerLoaded, goTo, steps]);

  // Arriving by a link, or sent back to a step whose file the server refused.
  useEffect(() => {
    if (arrivedAt === null && wizard.returns === 0) return;
    const heading = panelHeadingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'center' });
    heading.focus({ preventScroll: true });
  }, [arrivedAt, wizard.returns]);

  return {
    panelHeadingRef,
    completeRef,
    /** Runs a move of the partner's: focus follows it. */
    move,
    /** A move that may not happen (a chosen file refused): the action answers whether it did. */
    tryMove: async (action: () => Promise<boolean>) => {
      moved.current = true;
      if (!(await action())) moved.current = false;
    },
  };
}

/**
 * On a fast link the HEIC converter is fetched as the partner reaches the documents, so
 * an iPhone photo converts at once; on a slow one only when a HEIC photo is chosen.
 */
export function usePrefetchHeicInView(sectionRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || !isFastConnection()) return;
    if (typeof IntersectionObserver === 'undefined') {
      void prefetchHeicDecoder();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void prefetchHeicDecoder();
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionRef]);
}
