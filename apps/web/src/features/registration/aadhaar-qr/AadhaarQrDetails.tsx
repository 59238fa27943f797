import { type AadhaarQrVerified, locationFromAadhaarQr } from '@shata/domain';
import { useEffect, useId, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { GentleWarning } from '../../../components/gentle-warning/GentleWarning';
import { useText } from '../../../lib/i18n/catalogue';
import type {
  AddressFieldName,
  RegistrationFormInput,
  RegistrationFormOutput,
} from '../form/form-values';
import { registrationCatalogue, registrationText } from '../registration-text';

/** What was filled in is passed on in English; the dialog says it in the screen's language. */
const english = registrationText.aadhaarQr;

/** The code's whole address on one line, each part once (the town is often the district too). */
function addressLine(code: AadhaarQrVerified): string {
  const { house, street, landmark, locality, vtc, postOffice, subDistrict } = code.address;
  const parts = [house, street, landmark, locality, vtc, postOffice, subDistrict, code.district]
    .map((part) => part.trim())
    .filter(Boolean);
  const state = [code.state.trim(), code.pincode.trim()].filter(Boolean).join(' ');
  return [...new Set(parts), state].filter(Boolean).join(', ');
}

/**
 * What a verified Secure QR holds, and buttons that put its name and address
 * into the form: nothing is filled in unless the partner asks. A code for
 * another Aadhaar number is pointed out, never held against the form.
 */
export function AadhaarQrDetails({
  code,
  onUsed,
}: {
  code: AadhaarQrVerified;
  /** Says what was filled in. */
  onUsed: (notice: string) => void;
}) {
  const headingId = useId();
  const text = useText(registrationCatalogue).aadhaarQr;
  const sectionRef = useRef<HTMLElement>(null);
  const {
    getValues,
    setValue,
    formState: { isSubmitted },
  } = useFormContext<RegistrationFormInput, unknown, RegistrationFormOutput>();
  const filled = { shouldDirty: true, shouldValidate: isSubmitted };
  const address = addressLine(code);
  const name = code.name.trim();
  // The server sends only the last 4 digits; never more is shown.
  const last4 = code.last4.slice(-4);
  // The dialog is modal: the number cannot change while the details show.
  const numberTyped = getValues('aadhaar').trim() !== '';

  // Read next, from the top: the outcome of the scan.
  useEffect(() => sectionRef.current?.focus(), []);

  const fillName = () => {
    setValue('name', name, filled);
    onUsed(english.nameUsed);
  };

  const fillAddress = () => {
    const { country, ...lines } = locationFromAadhaarQr(code);
    for (const [field, value] of Object.entries(lines) as [AddressFieldName, string][]) {
      setValue(field, value, filled);
    }
    setValue('country', country, filled);
    onUsed(english.addressUsed);
  };

  return (
    <section
      ref={sectionRef}
      className="aadhaar-qr__result"
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h3 id={headingId} className="aadhaar-qr__heading">
        {text.detailsHeading}
      </h3>
      <p className="aadhaar-qr__verified">
        <span aria-hidden="true">✓</span> {text.verified}
      </p>
      <dl className="aadhaar-qr__details">
        <dt>{text.details.name}</dt>
        <dd>{name}</dd>
        {code.yearOfBirth !== null ? (
          <>
            <dt>{text.details.yearOfBirth}</dt>
            <dd>{code.yearOfBirth}</dd>
          </>
        ) : null}
        {code.gender.trim() ? (
          <>
            <dt>{text.details.gender}</dt>
            <dd>{text.gender(code.gender)}</dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt>{text.details.address}</dt>
            <dd>{address}</dd>
          </>
        ) : null}
      </dl>
      {code.last4MatchesAadhaarNumber ? null : (
        <GentleWarning>
          {numberTyped ? text.last4Mismatch(last4) : text.numberMissing(last4)}
        </GentleWarning>
      )}
      <p className="field__hint">{text.useHint}</p>
      <div className="aadhaar-qr__actions">
        {name ? (
          <button type="button" className="button button--secondary" onClick={fillName}>
            {text.useName}
          </button>
        ) : null}
        {address ? (
          <button type="button" className="button button--secondary" onClick={fillAddress}>
            {text.useAddress}
          </button>
        ) : null}
      </div>
    </section>
  );
}
