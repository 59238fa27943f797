import './form.css';
import type { ReactNode } from 'react';

interface FormMessageProps {
  /** An error is announced at once (role alert); a success politely (role status). */
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A message about the whole form: the server's answer, a failure, a confirmation. */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <div
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
