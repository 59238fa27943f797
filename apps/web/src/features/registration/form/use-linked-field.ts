import {
  linkedProfileField,
  type Partner,
  profileFieldAction,
  type RequiredProfileField,
} from '@shata/domain';
import { useEffect, useRef } from 'react';
import type { UseFormSetFocus } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { RegistrationFormInput } from './form-values';

/** The form control each profile field is typed in; the company location starts at its address. */
const formControlOf = {
  gstNo: 'gst',
  cinNo: 'cin',
  llpinNo: 'llpin',
  name: 'name',
  mobileNo: 'phone',
  companyName: 'company',
  companyLocation: 'address',
  aadharNo: 'aadhaar',
  servicesSelected: 'service',
} as const satisfies Record<RequiredProfileField, keyof RegistrationFormInput>;

/**
 * Opened from the status screen at a profile field (/dashboard/{id}#profile-{field}):
 * that field, and what the operator asked of it, once the values are in; the
 * field takes focus then, once per arrival.
 */
export function useLinkedField(
  partner: Partner | undefined,
  valuesIn: boolean,
  setFocus: UseFormSetFocus<RegistrationFormInput>,
) {
  const location = useLocation();
  const linkedField = linkedProfileField(location.hash);
  const fieldAction = partner && linkedField ? profileFieldAction(partner, linkedField) : undefined;
  const followedFieldLink = useRef<string | null>(null);
  useEffect(() => {
    if (!linkedField || !valuesIn || followedFieldLink.current === location.key) return;
    followedFieldLink.current = location.key;
    setFocus(formControlOf[linkedField]);
  }, [linkedField, valuesIn, location.key, setFocus]);
  return linkedField && fieldAction ? { field: linkedField, action: fieldAction } : undefined;
}
