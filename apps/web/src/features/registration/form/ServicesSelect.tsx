import { messages, type Service, services } from '@shata/domain';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { describedBy, FieldError } from '../../../components/form/TextField';
import { ChevronDownIcon } from '../../../components/icons/icons';
import { registrationText } from '../registration-text';

const text = registrationText.services;

interface ServicesSelectProps {
  label: string;
  value: readonly Service[];
  onChange: (value: Service[]) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  /** Takes the button, so a failed validation can focus the field. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The services multi-select (spec section 2): a button opening a listbox of
 * the services, the chosen ones shown as removable chips, 'No services
 * selected' when there are none. The list closes on a click outside, on
 * Escape and on Tab; with the keyboard, the arrows move, Enter or Space
 * toggles, Home and End jump.
 */
export function ServicesSelect({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  buttonRef,
}: ServicesSelectProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
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

  return (
    <div className="field services-select" ref={containerRef}>
      <span id={labelId} className="field__label">
        {label}
      </span>
      <div className="services-select__control">
        <button
          ref={(element) => {
            ownButtonRef.current = element;
            if (typeof buttonRef === 'function') buttonRef(element);
            else if (buttonRef) buttonRef.current = element;
          }}
          id={buttonId}
          type="button"
          className="field__input services-select__button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-describedby={describedBy({ errorId: error ? errorId : undefined })}
          data-invalid={error ? 'true' : undefined}
          disabled={disabled}
          onClick={() => (open ? close({ returnFocus: false }) : openList())}
          onBlur={onBlur}
          onKeyDown={(event) => {
            if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
              event.preventDefault();
              openList();
            }
          }}
        >
          <span className="services-select__summary">
            {value.length > 0 ? value.join(', ') : text.choose}
          </span>
          <ChevronDownIcon />
        </button>
        <div
          ref={listRef}
          id={listId}
          className="services-select__list"
          role="listbox"
          aria-multiselectable="true"
          aria-labelledby={labelId}
          aria-activedescendant={open ? optionId(activeIndex) : undefined}
          tabIndex={-1}
          hidden={!open}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!containerRef.current?.contains(event.relatedTarget)) close({ returnFocus: false });
          }}
        >
          {services.map((service, index) => {
            const selected = value.includes(service);
            return (
              // Options are picked by the list's keys or by a click; the list keeps the focus.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard for its options.
              <div
                key={service}
                id={optionId(index)}
                className="services-select__option"
                role="option"
                aria-selected={selected}
                tabIndex={-1}
                data-active={open && index === activeIndex ? 'true' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActiveIndex(index);
                  toggle(service);
                }}
              >
                <span className="services-select__check" aria-hidden="true">
                  {selected ? '✓' : ''}
                </span>
                {service}
              </div>
            );
          })}
        </div>
      </div>
      {value.length > 0 ? (
        <ul className="services-select__chips" aria-label={text.selected}>
          {value.map((service) => (
            <li key={service} className="services-select__chip">
              <span>{service}</span>
              <button
                type="button"
                className="services-select__remove"
                aria-label={text.remove(service)}
                disabled={disabled}
                onClick={() => toggle(service)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="services-select__empty">{messages.registration.noServicesSelected}</p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
