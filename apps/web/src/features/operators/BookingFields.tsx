import { bookingKinds, bookingStatuses, maxLengths } from '@shata/domain';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../components/form/SelectField';
import { TextField, type TextFieldProps } from '../../components/form/TextField';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { newRecordChoice, useBookingForm } from './booking-form';
import { type OperatorText, operatorCatalogue } from './operator-text';

const kindOptions = bookingKinds.map((kind) => ({ value: kind, label: kind }));

/** How each text field of the form is typed; its label is the one of `text.fields`. */
const textInputs = (text: OperatorText['bookings']) =>
  ({
    eventType: { autoComplete: 'off', required: true, maxLength: maxLengths.eventType },
    dateFrom: { type: 'date', required: true },
    recordName: { autoComplete: 'off', required: true, maxLength: maxLengths.text },
    recordThumbnail: { autoComplete: 'off', spellCheck: false, hint: text.thumbnailHint },
  }) satisfies Record<string, Omit<TextFieldProps, 'label'>>;

/** A text field of the booking form, with the message of its last check. */
export function BookingTextField({ name }: { name: keyof ReturnType<typeof textInputs> }) {
  const text = useText(operatorCatalogue).bookings;
  const say = useMessageTranslator(consoleMessages);
  const {
    register,
    formState: { errors },
  } = useBookingForm();
  const error = errors[name]?.message;
  return (
    <TextField
      label={text.fields[name]}
      error={error && say(error)}
      {...textInputs(text)[name]}
      {...register(name)}
    />
  );
}

/** The booking's own fields: its event type, start date, status and kind. */
export function BookingFields() {
  const text = useText(operatorCatalogue).bookings;
  const say = useMessageTranslator(consoleMessages);
  const statusOptions = bookingStatuses.map((status) => ({
    value: status,
    label: text.statuses[status],
  }));
  const kindHintId = useId();
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useBookingForm();
  const status = useWatch({ control, name: 'status' });

  return (
    <>
      <div className="operator-booking-form__fields">
        <BookingTextField name="eventType" />
        <BookingTextField name="dateFrom" />
        <SelectField
          label={text.fields.status}
          options={
            status ? statusOptions : [{ value: '', label: text.chooseStatus }, ...statusOptions]
          }
          error={errors.status?.message && say(errors.status.message)}
          {...register('status')}
        />
        <SelectField
          label={text.fields.kind}
          options={kindOptions}
          aria-describedby={kindHintId}
          {...register('kind', {
            // Another kind's records: the choice starts again.
            onChange: () => {
              if (getValues('recordId') !== newRecordChoice) setValue('recordId', '');
            },
          })}
        />
      </div>
      <p id={kindHintId} className="field__hint">
        {text.kindHint}
      </p>
    </>
  );
}
