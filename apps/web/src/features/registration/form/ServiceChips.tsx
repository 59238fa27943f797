import type { Service } from '@shata/domain';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationMessages } from '../../../lib/i18n/messages/registration';
import { shellCatalogue } from '../../../lib/i18n/shell-catalogue';
import { registrationCatalogue } from '../registration-text';

/** The chosen services as chips, each with its remove button; 'No services selected' when none. */
export function ServiceChips({
  value,
  disabled,
  onRemove,
}: {
  value: readonly Service[];
  disabled: boolean;
  onRemove: (service: Service) => void;
}) {
  const text = useText(registrationCatalogue).services;
  // The services by their names in the screen's language; the value stays the English name.
  const names = useText(shellCatalogue).services;
  const { registration } = useText(registrationMessages);
  return value.length > 0 ? (
    <ul className="services-select__chips" aria-label={text.selected}>
      {value.map((service) => (
        <li key={service} className="services-select__chip">
          <span>{names[service]}</span>
          <button
            type="button"
            className="services-select__remove"
            aria-label={text.remove(names[service])}
            disabled={disabled}
            onClick={() => onRemove(service)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  ) : (
    <p className="services-select__empty">{registration.noServicesSelected}</p>
  );
}
