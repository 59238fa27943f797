import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { SelectField } from '../../components/form/SelectField';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { BookingTextField } from './BookingFields';
import { newRecordChoice, recordOfKind, useBookingForm } from './booking-form';
import { recordsQueryOptions } from './operator-api';
import { operatorCatalogue } from './operator-text';

/**
 * The record the booking links, among those of its kind: a listed one, none,
 * or a new one typed in here, which is added before the booking is sent.
 */
export function RecordPicker() {
  const text = useText(operatorCatalogue).bookings;
  const say = useMessageTranslator(consoleMessages);
  const { control } = useBookingForm();
  const kind = useWatch({ control, name: 'kind' });
  // Controlled: its options change under it (another kind, the list arriving, a record just added).
  const { field, fieldState } = useController({ control, name: 'recordId' });
  const records = useQuery(recordsQueryOptions(recordOfKind[kind].collection));

  const listed = records.data ?? [];
  // A linked record older than the newest listed (or not loaded yet) keeps its place.
  const linkedUnlisted =
    field.value !== '' &&
    field.value !== newRecordChoice &&
    !listed.some((record) => record.id === field.value);
  const options = [
    { value: '', label: text.noRecord },
    ...listed.map((record) => ({ value: record.id, label: record.name })),
    ...(linkedUnlisted
      ? [
          {
            value: field.value,
            label: records.isPending ? text.loadingRecords : text.recordNotListed,
          },
        ]
      : []),
    { value: newRecordChoice, label: text.newRecord },
  ];

  return (
    <>
      <div className="operator-booking-form__fields">
        <SelectField
          label={text.fields.record(kind)}
          options={options}
          error={
            fieldState.error?.message
              ? say(fieldState.error.message)
              : records.isError
                ? text.recordsError
                : undefined
          }
          {...field}
        />
      </div>
      {field.value === newRecordChoice ? (
        <fieldset className="operator-booking-form__record">
          <legend className="field__label">{text.newRecordLegend(kind)}</legend>
          <div className="operator-booking-form__fields">
            <BookingTextField name="recordName" />
            <BookingTextField name="recordThumbnail" />
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
