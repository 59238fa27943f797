import { zodResolver } from '@hookform/resolvers/zod';
import type { BookingInput, BookingItem } from '@shata/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ActionButtons } from '../../components/console/ActionButtons';
import { FormMessage } from '../../components/form/FormMessage';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { BookingFields } from './BookingFields';
import {
  type BookingFormValues,
  bookingFormSchema,
  type CheckedBookingForm,
  linkRecord,
  recordOfKind,
} from './booking-form';
import { createRecord } from './operator-api';
import { operatorCatalogue } from './operator-text';
import { RecordPicker } from './RecordPicker';

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
  const text = useText(operatorCatalogue).bookings;
  const say = useMessageTranslator(consoleMessages);
  const headingId = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(
    () => zodResolver(bookingFormSchema(text.dateRequired)),
    [text.dateRequired],
  );
  const form = useForm<BookingFormValues, unknown, CheckedBookingForm>({
    resolver,
    defaultValues: initial,
    // Messages change only when the operator submits, as in the console's other forms.
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, setFocus, setValue } = form;

  useEffect(() => {
    setFocus('eventType');
  }, [setFocus]);

  const save = useMutation({
    mutationFn: async ({ kind, input, record }: CheckedBookingForm) => {
      if (!record) return onSave(input);
      const added = await createRecord(queryClient, recordOfKind[kind].collection, record);
      // Linked from now on: trying again after a refused booking does not add the record twice.
      setValue('recordId', added.id);
      return onSave(linkRecord(input, kind, added.id));
    },
    onSuccess: onSaved,
  });

  const submit = handleSubmit((checked) => {
    if (!save.isPending) save.mutate(checked);
  });

  return (
    <FormProvider {...form}>
      <form
        className="form operator-booking-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={submit}
      >
        <h3 id={headingId} className="operator-booking-form__title">
          {title}
        </h3>
        <BookingFields />
        <RecordPicker />
        {save.error ? <FormMessage tone="error">{say(save.error.message)}</FormMessage> : null}
        <ActionButtons
          className="operator-booking-form__actions"
          busy={save.isPending}
          act={submitText}
          leave={text.discard}
          onLeave={onDiscard}
        />
      </form>
    </FormProvider>
  );
}
