import { useEffect, useId, useRef } from 'react';
import { describedBy, FieldError } from '../../components/form/TextField';

export interface CheckboxOption<Value extends string = string> {
  value: Value;
  /** The option's name, as the server knows it (`bookings:write`). */
  label: string;
  /** What choosing it means, in one line. */
  description: string;
}

/**
 * A fieldset of checkboxes, each named and explained in one line, with its
 * hint and validation message tied to the group; `allLabel` adds a first box
 * that checks or clears them all (mixed while some are checked).
 */
export function CheckboxGroup<Value extends string>({
  legend,
  hint,
  error,
  options,
  selected,
  onChange,
  allLabel,
}: {
  legend: string;
  hint?: string;
  error?: string;
  options: readonly CheckboxOption<Value>[];
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
  allLabel?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const allRef = useRef<HTMLInputElement>(null);
  const allChosen = options.every((option) => selected.includes(option.value));
  const someChosen = !allChosen && selected.length > 0;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = someChosen;
  }, [someChosen]);

  const toggle = (value: string, on: boolean) =>
    onChange(
      options
        .map((option) => option.value)
        .filter((each) => (each === value ? on : selected.includes(each))),
    );

  return (
    <fieldset
      className="integrations-choices"
      aria-describedby={describedBy({
        hintId: hint ? hintId : undefined,
        errorId: error ? errorId : undefined,
      })}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {allLabel ? (
        <div className="integrations-choice integrations-choice--all">
          <input
            ref={allRef}
            id={`${id}-all`}
            type="checkbox"
            checked={allChosen}
            onChange={(event) =>
              onChange(event.target.checked ? options.map((option) => option.value) : [])
            }
          />
          <label htmlFor={`${id}-all`} className="integrations-choice__name">
            {allLabel}
          </label>
        </div>
      ) : null}
      {options.map((option, index) => (
        <div key={option.value} className="integrations-choice">
          <input
            id={`${id}-${index}`}
            type="checkbox"
            value={option.value}
            checked={selected.includes(option.value)}
            aria-describedby={`${id}-${index}-description`}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <label htmlFor={`${id}-${index}`} className="integrations-choice__name">
            {option.label}
          </label>
          <p id={`${id}-${index}-description`} className="integrations-choice__description">
            {option.description}
          </p>
        </div>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
