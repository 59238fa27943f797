import { type Service, services } from '@shata/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * The services list's behaviour: it opens with the first chosen service
 * active and takes focus; it closes on a press outside, on Escape (focus back
 * on the button) and on Tab; the arrows move, Enter or Space toggles, Home
 * and End jump. `toggle` keeps the chosen services in the list's order.
 */
export function useServicesList(value: readonly Service[], onChange: (value: Service[]) => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const ownButtonRef = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const toggle = (service: Service) => {
    onChange(
      value.includes(service)
        ? value.filter((chosen) => chosen !== service)
        : services.filter((candidate) => candidate === service || value.includes(candidate)),
    );
  };

  const openList = () => {
    const firstChosen = services.findIndex((service) => value.includes(service));
    setActiveIndex(Math.max(0, firstChosen));
    setOpen(true);
  };

  const close = ({ returnFocus }: { returnFocus: boolean }) => {
    setOpen(false);
    if (returnFocus) ownButtonRef.current?.focus();
  };

  // Focus goes into the list when it opens, for the arrows to work there.
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  // A press anywhere outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as EventListener, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as EventListener);
    };
  }, [open]);

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = services.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: Math.min(last, activeIndex + 1),
      ArrowUp: Math.max(0, activeIndex - 1),
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActiveIndex(target);
      return;
    }
    const active = services[activeIndex];
    if ((event.key === 'Enter' || event.key === ' ') && active) {
      event.preventDefault();
      toggle(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close({ returnFocus: true });
    } else if (event.key === 'Tab') {
      close({ returnFocus: false });
    }
  };

  return {
    open,
    activeIndex,
    setActiveIndex,
    toggle,
    openList,
    close,
    onListKeyDown,
    containerRef,
    listRef,
    ownButtonRef,
  };
}
