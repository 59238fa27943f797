import {
  type BookingInput,
  type BookingItem,
  type BookingKind,
  bookingKinds,
  bookingStatuses,
  maxLengths,
} from '@shata/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormMessage } from '../../components/form/FormMessage';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import {
  type BookingFormErrors,
  type BookingFormValues,
  type CheckedBookingForm,
  checkBookingForm,
  linkRecord,
  newRecordChoice,
  recordOfKind,
} from './booking-form';
import { createRecord, recordsQueryOptions } from './operator-api';
import { operatorText } from './operator-text';

const text = operatorText.bookings;

const statusOptions = bookingStatuses.map((status) => ({
  value: status,
  label: text.statuses[status],
}));
const kindOptions = bookingKinds.map((kind) => ({ value: kind, label: kind }));

interface BookingFormProps {
  /** The form's heading: a new booking, or the one edited. */
  title: string;
  initial: BookingFormValues;
  submitText: string;
  /** Sends the booking; the form closes once it has succeeded. */
  onSave: (input: BookingInput) => Promise<BookingItem>;
  onSaved: (booking: BookingItem) => void;
  onDiscard: () => void;
}

/**
 * A booking's event type, start date, status and linked record, for a new
 * booking or one being edited. Checked here with the domain's schemas before
 * the server is asked; a new record is added first and then linked, and a
 * refusal keeps the form and what was typed, with the server's message.
 */
export function BookingForm({
  title,
  initial,
  submitText,
  onSave,
  onSaved,
  onDiscard,
}: BookingFormProps) {
  const headingId = useId();
  const kindHintId = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused submits: each one takes the operator to the first field to correct.
  const [refusals, setRefusals] = useState(0);
  const { collection } = recordOfKind[values.kind];
  const records = useQuery(recordsQueryOptions(collection));

  useEffect(() => {
    firstFieldRef.current?.focus();
  }, []);

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const set = <Field extends keyof BookingFormValues>(
    field: Field,
    value: BookingFormValues[Field],
  ) => setValues((current) => ({ ...current, [field]: value }));

  const save = useMutation({
    mutationFn: async (checked: CheckedBookingForm) => {
      if (!checked.record) return onSave(checked.input);
      const record = await createRecord(queryClient, collection, checked.record);
      // Linked from now on: trying again after a refused booking does not add the record twice.
      setValues((current) => ({ ...current, recordId: record.id }));
      return onSave(linkRecord(checked.input, values.kind, record.id));
    },
    onSuccess: onSaved,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkBookingForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    save.mutate(checked);
  };

  const listed = records.data ?? [];
  // A linked record older than the newest listed (or not loaded yet) keeps its place.
  const linkedUnlisted =
    values.recordId !== '' &&
    values.recordId !== newRecordChoice &&
    !listed.some((record) => record.id === values.recordId);
  const recordOptions = [
    { value: '', label: text.noRecord },
    ...listed.map((record) => ({ value: record.id, label: record.name })),
    ...(linkedUnlisted
      ? [
          {
            value: values.recordId,
            label: records.isPending ? text.loadingRecords : text.recordNotListed,
          },
        ]
      : []),
    { value: newRecordChoice, label: text.newRecord },
  ];

  return (
    <form
      ref={formRef}
      className="form operator-booking-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
    >
      <h3 id={headingId} className="operator-booking-form__title">
        {title}
      </h3>
      <div className="operator-booking-form__fields">
        <TextField
          ref={firstFieldRef}
          label={text.fields.eventType}
          autoComplete="off"
          required
          maxLength={maxLengths.eventType}
          value={values.eventType}
          onChange={(event) => set('eventType', event.target.value)}
          error={errors.eventType}
        />
        <TextField
          label={text.fields.dateFrom}
          type="date"
          required
          value={values.dateFrom}
          onChange={(event) => set('dateFrom', event.target.value)}
          error={errors.dateFrom}
        />
        <SelectField
          label={text.fields.status}
          options={
            values.status
              ? statusOptions
              : [{ value: '', label: text.chooseStatus }, ...statusOptions]
          }
          value={values.status}
          onChange={(event) => set('status', event.target.value as BookingFormValues['status'])}
          error={errors.status}
        />
        <SelectField
          label={text.fields.kind}
          options={kindOptions}
          value={values.kind}
          aria-describedby={kindHintId}
          onChange={(event) =>
            setValues((current) => ({
              ...current,
              kind: event.target.value as BookingKind,
              // Another kind's records: the choice starts again.
              recordId: current.recordId === newRecordChoice ? newRecordChoice : '',
            }))
          }
        />
      </div>
      <p id={kindHintId} className="field__hint">
        {text.kindHint}
      </p>
      <div className="operator-booking-form__fields">
        <SelectField
          label={text.fields.record(values.kind)}
          options={recordOptions}
          value={values.recordId}
          onChange={(event) => set('recordId', event.target.value)}
          error={errors.recordId ?? (records.isError ? text.recordsError : undefined)}
        />
      </div>
      {values.recordId === newRecordChoice ? (
        <fieldset className="operator-booking-form__record">
          <legend className="field__label">{text.newRecordLegend(values.kind)}</legend>
          <div className="operator-booking-form__fields">
            <TextField
              label={text.fields.recordName}
              autoComplete="off"
              required
              maxLength={maxLengths.text}
              value={values.recordName}
              onChange={(event) => set('recordName', event.target.value)}
              error={errors.recordName}
            />
            <TextField
              label={text.fields.recordThumbnail}
              autoComplete="off"
              spellCheck={false}
              value={values.recordThumbnail}
              onChange={(event) => set('recordThumbnail', event.target.value)}
              hint={text.thumbnailHint}
              error={errors.recordThumbnail}
            />
          </div>
        </fieldset>
      ) : null}
      {save.error ? <FormMessage tone="error">{save.error.message}</FormMessage> : null}
      <div className="operator-booking-form__actions">
        <button
          type="submit"
          className="button button--primary operator-button"
          disabled={save.isPending}
        >
          {submitText}
        </button>
        <button
          type="button"
          className="button button--secondary operator-button"
          disabled={save.isPending}
          onClick={onDiscard}
        >
          {text.discard}
        </button>
      </div>
    </form>
  );
}
