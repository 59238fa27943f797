import './form.css';
import { type ComponentProps, useId } from 'react';
import { FieldError } from './TextField';

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  /** The field's validation message, announced as soon as it appears. */
  error?: string;
  /** The options, shown as they are; the first may be a prompt with the value ''. */
  options: readonly { value: string; label: string }[];
}

/** A labelled native select with its validation message tied to it. */
export function SelectField({
  label,
  error,
  options,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;

  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={['field__input', 'field__select', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
