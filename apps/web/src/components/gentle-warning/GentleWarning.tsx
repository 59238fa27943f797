import './gentle-warning.css';
import type { ReactNode } from 'react';

/**
 * Something the person may want to look at again, said gently: not an error,
 * nothing is held back because of it.
 */
export function GentleWarning({ children }: { children: ReactNode }) {
  return (
    <p className="gentle-warning" role="note">
      <span aria-hidden="true">⚠</span> {children}
    </p>
  );
}
