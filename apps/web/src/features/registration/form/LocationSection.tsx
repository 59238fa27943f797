import { countries, messages, pinCodeInput, takesPinCode } from '@shata/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DigitsField } from '../../../components/form/DigitsField';
import { FormMessage } from '../../../components/form/FormMessage';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { isApiError } from '../../../lib/api-client';
import { reverseGeocode } from '../api';
import { registrationText } from '../registration-text';
import type {
  AddressFieldName,
  RegistrationFormInput,
  RegistrationFormOutput,
} from './form-values';
import { useCheckedOnLeave } from './use-checked-on-leave';

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

const countryOptions = [
  { value: '', label: messages.registration.selectCountry },
  ...countries.map((country) => ({ value: country, label: country })),
];

type LocationNote = { tone: 'error' | 'success'; message: string };

function geolocationErrorMessage(error: GeolocationPositionError): string {
  if (error.code === permissionDenied) return messages.registration.locationDenied;
  if (error.code === timedOut) return text.location.timeout;
  return text.location.unavailable;
}

/**
 * Step 2 of the form: the company address. 'Get Location' asks the browser
 * for the position, keeps it in the hidden latitude and longitude, and fills
 * the address from the server's reverse geocoding. Whatever fails, the fields
 * stay open to typing.
 */
export function LocationSection() {
  const headingId = useId();
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
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

  return (
    <section ref={sectionRef} className="registration-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="registration-section__title">
        {text.sections.location}
      </h2>
      <div className="registration-location__finder">
        <p className="registration-section__intro">{text.location.intro}</p>
        <button
          ref={buttonRef}
          type="button"
          className="button button--secondary"
          disabled={locating}
          onClick={getLocation}
        >
          {locating ? text.location.detecting : messages.registration.getLocation}
        </button>
      </div>
      {note ? (
        <FormMessage tone={note.tone} ref={noteRef}>
          <p>{note.message}</p>
        </FormMessage>
      ) : null}
      <div className="registration-grid">
        <TextField
          label={text.fields.address}
          autoComplete="address-line1"
          required
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={text.fields.street}
          autoComplete="address-line2"
          required
          error={errors.street?.message}
          {...register('street')}
        />
        <TextField
          label={text.fields.landmark}
          autoComplete="off"
          error={errors.landmark?.message}
          {...register('landmark')}
        />
        <TextField
          label={text.fields.city}
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={text.fields.state}
          autoComplete="address-level1"
          required
          error={errors.state?.message}
          {...register('state')}
        />
        <PostalCodeField error={errors.postalCode?.message} />
        <SelectField
          label={text.fields.country}
          autoComplete="country-name"
          options={countryOptions}
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      <input type="hidden" {...register('latitude')} />
      <input type="hidden" {...register('longitude')} />
    </section>
  );
}

/**
 * The postal code: in India (or before a country is chosen) a PIN code, typed
 * on the numeric keypad, digits only, checked when left; elsewhere free text.
 */
function PostalCodeField({ error }: { error: string | undefined }) {
  const { control, register } = useFormContext<
    RegistrationFormInput,
    unknown,
    RegistrationFormOutput
  >();
  const country = useWatch({ control, name: 'country' });
  const checkedOnLeave = useCheckedOnLeave();
  const props = {
    label: text.fields.postalCode,
    autoComplete: 'postal-code',
    required: true,
    error,
  };
  return takesPinCode(country) ? (
    <DigitsField {...props} {...checkedOnLeave('postalCode', pinCodeInput)} />
  ) : (
    <TextField {...props} {...register('postalCode')} />
  );
}
