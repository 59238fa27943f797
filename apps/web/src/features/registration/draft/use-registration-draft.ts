import { draftSaveDelayMs, type RegistrationDraft } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fetchDraft, saveDraft } from '../api';
import type { RegistrationFormInput, RegistrationFormOutput } from '../form/form-values';

const draftQueryKey = (partnerId: string) => ['partners', 'draft', partnerId] as const;

/** Where the draft stands, for the form to say. */
export type DraftState = { kind: 'idle' } | { kind: 'saved'; at: Date } | { kind: 'failed' };

/** The draft over the record's values: what the partner typed last wins. */
export function withDraft(
  values: RegistrationFormInput,
  draft: RegistrationDraft | null | undefined,
): RegistrationFormInput {
  if (!draft) return values;
  const { service, country, ...text } = draft;
  return {
    ...values,
    ...text,
    service: (service as RegistrationFormInput['service'] | undefined) ?? values.service,
    country: (country as RegistrationFormInput['country'] | undefined) ?? values.country,
  };
}

/**
 * The registration form's server-side draft (ours): read once when the form
 * opens, saved `draftSaveDelayMs` after typing pauses, and at once when focus
 * leaves a section (`flush`) or a request reads it (`saveNow`). Nothing is
 * kept in the browser. Saving waits until the draft has been read, so an
 * empty form never overwrites it.
 */
export function useRegistrationDraft(
  partnerId: string,
  form: UseFormReturn<RegistrationFormInput, unknown, RegistrationFormOutput>,
) {
  const draft = useQuery({
    queryKey: draftQueryKey(partnerId),
    queryFn: ({ signal }) => fetchDraft(partnerId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Read afresh each time the form opens: a submit since may have ended it.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const [state, setState] = useState<DraftState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What the server holds, as JSON: the same values are not sent twice.
  const lastSaved = useRef<string | null>(null);
  // The saves sent, one after another so the server keeps the latest; settles once all are answered.
  const saving = useRef<Promise<void>>(Promise.resolve());
  const loaded = draft.isSuccess;

  const save = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const values = form.getValues();
    const body = JSON.stringify(values);
    if (body === lastSaved.current) return saving.current;
    lastSaved.current = body;
    saving.current = saving.current.then(async () => {
      try {
        const { savedAt } = await saveDraft(partnerId, values);
        setState({ kind: 'saved', at: new Date(savedAt) });
      } catch {
        // Tried again with the next change.
        lastSaved.current = null;
        setState({ kind: 'failed' });
      }
    });
    return saving.current;
  }, [form, partnerId]);

  /** Remembers the values the form was filled with, so opening it saves nothing. */
  const restored = useCallback((values: RegistrationFormInput) => {
    lastSaved.current = JSON.stringify(values);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(save, draftSaveDelayMs);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, loaded, save]);

  /** Saves now what waits for typing to pause, if anything does. */
  const flush = useCallback(() => {
    if (timer.current !== undefined) void save();
  }, [save]);

  /**
   * Saves what the server does not hold yet, and settles once the server has
   * answered every save (never rejects): for a request that reads the draft.
   * Nothing is saved before the draft is read.
   */
  const saveNow = useCallback(() => (loaded ? save() : saving.current), [loaded, save]);

  /** Drops the save waiting for a pause: a submit saves the profile, which ends the draft. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  return {
    /** The saved draft's values, null when there is none; undefined until read. */
    values: draft.isSuccess ? draft.data.values : draft.isError ? null : undefined,
    /** Undefined until read, or when the draft could not be read. */
    uploads: draft.data?.uploads,
    state,
    restored,
    flush,
    saveNow,
    cancel,
  };
}
