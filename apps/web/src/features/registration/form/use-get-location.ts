import { countries, messages } from '@shata/domain';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { reverseGeocode } from '../api';
import { registrationText } from '../registration-text';
import type {
  AddressFieldName,
  RegistrationFormInput,
  RegistrationFormOutput,
} from './form-values';

const text = registrationText;

/** GeolocationPositionError codes (mocks and old browsers lack the named constants). */
const permissionDenied = 1;
const timedOut = 3;

const positionOptions: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 20_000,
  maximumAge: 60_000,
};

const addressFields: readonly AddressFieldName[] = [
  'address',
  'street',
  'landmark',
  'city',
  'state',
  'postalCode',
];

export type LocationNote = { tone: 'error' | 'success'; message: string };

function geolocationErrorMessage(error: GeolocationPositionError): string {
  if (error.code === permissionDenied) return messages.registration.locationDenied;
  if (error.code === timedOut) return text.location.timeout;
  return text.location.unavailable;
}

/**
 * 'Get Location': asks the browser for the position, keeps it in the hidden
 * latitude and longitude, and fills the address from the server's reverse
 * geocoding. Focus then goes to the first field filled, or to the note that
 * says what happened, unless the partner went on meanwhile.
 */
export function useGetLocation() {
  const {
    setValue,
    formState: { isSubmitted },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<LocationNote | null>(null);
  const lookup = useRef<AbortController | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  /** Where focus goes once the outcome has rendered: the first field filled, or the note. */
  const focusAfterLookup = useRef<AddressFieldName | 'note' | null>(null);

  useEffect(() => () => lookup.current?.abort(), []);

  useEffect(() => {
    const target = focusAfterLookup.current;
    if (target === null) return;
    focusAfterLookup.current = null;
    // Left where the partner put it if they went on meanwhile (a lookup can take seconds).
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== buttonRef.current) return;
    const element =
      target === 'note'
        ? noteRef.current
        : sectionRef.current?.querySelector<HTMLElement>(`[name="${target}"]`);
    element?.focus();
  });

  const showOutcome = (outcome: LocationNote, focusTarget: AddressFieldName | 'note' = 'note') => {
    focusAfterLookup.current = focusTarget;
    setNote(outcome);
  };

  const fill = (name: AddressFieldName | 'country' | 'latitude' | 'longitude', value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const onPosition = async ({ coords }: GeolocationPosition) => {
    fill('latitude', String(coords.latitude));
    fill('longitude', String(coords.longitude));
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    try {
      const address = await reverseGeocode(coords.latitude, coords.longitude, controller.signal);
      // Parts the lookup does not know (often the door number) keep what was typed.
      const filled: AddressFieldName[] = [];
      for (const name of addressFields) {
        const value = address[name]?.trim();
        if (!value) continue;
        fill(name, value);
        filled.push(name);
      }
      const country = countries.find((candidate) => candidate === address.country);
      if (country) fill('country', country);
      // The partner checks the address from its first filled field; the note is read after it.
      showOutcome({ tone: 'success', message: text.location.filled }, filled[0]);
    } catch (error) {
      if (controller.signal.aborted) return;
      showOutcome({
        tone: 'error',
        message: isApiError(error) ? error.message : messages.api.failed,
      });
    }
    setLocating(false);
  };

  const getLocation = () => {
    setNote(null);
    const geolocation = 'geolocation' in navigator ? navigator.geolocation : undefined;
    if (!geolocation) {
      showOutcome({ tone: 'error', message: messages.registration.geolocationUnsupported });
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => void onPosition(position),
      (error) => {
        setLocating(false);
        showOutcome({ tone: 'error', message: geolocationErrorMessage(error) });
      },
      positionOptions,
    );
  };

  return { locating, note, getLocation, sectionRef, buttonRef, noteRef };
}
