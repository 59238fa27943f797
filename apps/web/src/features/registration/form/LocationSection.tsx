import { countries } from '@shata/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormMessage } from '../../../components/form/FormMessage';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationMessages } from '../../../lib/i18n/messages/registration';
import { registrationCatalogue } from '../registration-text';
import { useRegistrationTranslator } from '../use-registration-translator';
import type { RegistrationFormInput, RegistrationFormOutput } from './form-values';
import { PostalCodeField } from './PostalCodeField';
import { useGetLocation } from './use-get-location';

/**
 * Step 2 of the form: the company address. 'Get Location' asks the browser
 * for the position, keeps it in the hidden latitude and longitude, and fills
 * the address from the server's reverse geocoding. Whatever fails, the fields
 * stay open to typing.
 */
export function LocationSection() {
  const headingId = useId();
  const text = useText(registrationCatalogue);
  const { registration } = useText(registrationMessages);
  const say = useRegistrationTranslator();
  const countryOptions = [
    { value: '', label: registration.selectCountry },
    ...countries.map((country) => ({ value: country, label: text.countries[country] })),
  ];
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const { locating, note, getLocation, sectionRef, buttonRef, noteRef } = useGetLocation();

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
          {locating ? text.location.detecting : registration.getLocation}
        </button>
      </div>
      {note ? (
        <FormMessage tone={note.tone} ref={noteRef}>
          <p>{say(note.message)}</p>
        </FormMessage>
      ) : null}
      <div className="registration-grid">
        <TextField
          label={text.fields.address}
          autoComplete="address-line1"
          required
          error={say(errors.address?.message)}
          {...register('address')}
        />
        <TextField
          label={text.fields.street}
          autoComplete="address-line2"
          required
          error={say(errors.street?.message)}
          {...register('street')}
        />
        <TextField
          label={text.fields.landmark}
          autoComplete="off"
          error={say(errors.landmark?.message)}
          {...register('landmark')}
        />
        <TextField
          label={text.fields.city}
          autoComplete="address-level2"
          required
          error={say(errors.city?.message)}
          {...register('city')}
        />
        <TextField
          label={text.fields.state}
          autoComplete="address-level1"
          required
          error={say(errors.state?.message)}
          {...register('state')}
        />
        <PostalCodeField error={say(errors.postalCode?.message)} />
        <SelectField
          label={text.fields.country}
          autoComplete="country-name"
          options={countryOptions}
          error={say(errors.country?.message)}
          {...register('country')}
        />
      </div>
      <input type="hidden" {...register('latitude')} />
      <input type="hidden" {...register('longitude')} />
    </section>
  );
}
