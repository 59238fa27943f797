import { messages, type Service } from '@shata/domain';
import { registrationText } from '../registration-text';

const text = registrationText.services;

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
  return value.length > 0 ? (
    <ul className="services-select__chips" aria-label={text.selected}>
      {value.map((service) => (
        <li key={service} className="services-select__chip">
          <span>{service}</span>
          <button
            type="button"
            className="services-select__remove"
            aria-label={text.remove(service)}
            disabled={disabled}
            onClick={() => onRemove(service)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  ) : (
    <p className="services-select__empty">{messages.registration.noServicesSelected}</p>
  );
}
