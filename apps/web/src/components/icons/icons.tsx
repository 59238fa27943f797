import { LineIcon } from './LineIcon';

export function EyeIcon() {
  return (
    <LineIcon size={20} weight={2}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

export function EyeOffIcon() {
  return (
    <LineIcon size={20} weight={2}>
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.7 3.6M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </LineIcon>
  );
}

export function PersonIcon() {
  return (
    <LineIcon size={40} weight={1.75}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}

/** The status checklist's marks: a stage done, waiting, needing action, not started. */
export function CheckCircleIcon() {
  return (
    <LineIcon size={24} weight={2}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </LineIcon>
  );
}

export function ClockIcon() {
  return (
    <LineIcon size={24} weight={2}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

export function AlertCircleIcon() {
  return (
    <LineIcon size={24} weight={2}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </LineIcon>
  );
}

export function EmptyCircleIcon() {
  return (
    <LineIcon size={24} weight={2}>
      <circle cx="12" cy="12" r="9" strokeDasharray="3 3" />
    </LineIcon>
  );
}
