import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A disclosure that gives focus back when it closes, to its toggle unless told
 * otherwise, as the operator left it; the opened part moves focus itself.
 */
export function useReturningFocus() {
  const [open, setOpenState] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusAfterClose = useRef<RefObject<HTMLElement | null> | null>(null);

  useEffect(() => {
    if (open || !focusAfterClose.current) return;
    focusAfterClose.current.current?.focus();
    focusAfterClose.current = null;
  }, [open]);

  const setOpen = (next: boolean, focusTo: RefObject<HTMLElement | null> = toggleRef) => {
    focusAfterClose.current = next ? null : focusTo;
    setOpenState(next);
  };
  return { open, setOpen, toggleRef };
}
