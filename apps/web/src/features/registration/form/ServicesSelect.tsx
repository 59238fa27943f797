import { type Service, services } from '@shata/domain';
import { type Ref, useId } from 'react';
import { describedBy, FieldError } from '../../../components/form/TextField';
import { ChevronDownIcon } from '../../../components/icons/icons';
import { useText } from '../../../lib/i18n/catalogue';
import { shellCatalogue } from '../../../lib/i18n/shell-catalogue';
import { registrationCatalogue } from '../registration-text';
import { ServiceChips } from './ServiceChips';
import { useServicesList } from './use-services-list';

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
  const text = useText(registrationCatalogue).services;
  // The services by their names in the screen's language; the value stays the English name.
  const names = useText(shellCatalogue).services;
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const {
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
  } = useServicesList(value, onChange);

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
            {value.length > 0 ? value.map((service) => names[service]).join(', ') : text.choose}
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
                {names[service]}
              </div>
            );
          })}
        </div>
      </div>
      <ServiceChips value={value} disabled={disabled} onRemove={toggle} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
