import type { Partner, RegistrationDraft } from '@shata/domain';
import { useEffect } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { formValuesFrom, type RegistrationFormInput } from '../form/form-values';
import { withDraft } from './use-registration-draft';

/**
 * The record, and over it the draft, fill in what the partner has not typed
 * yet (they may arrive after the partner started). `restored` is told the
 * values, so filling the form saves no draft.
 */
export function useRestoredValues(
  partner: Partner | undefined,
  draftValues: RegistrationDraft | null | undefined,
  restored: (values: RegistrationFormInput) => void,
  reset: UseFormReset<RegistrationFormInput>,
) {
  useEffect(() => {
    if (!partner || draftValues === undefined) return;
    const values = withDraft(formValuesFrom(partner), draftValues);
    restored(values);
    reset(values, {
      keepDirtyValues: true,
      keepErrors: true,
      keepIsSubmitted: true,
      keepSubmitCount: true,
      keepTouched: true,
    });
  }, [partner, draftValues, reset, restored]);
}
