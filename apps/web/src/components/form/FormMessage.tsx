import './form.css';
import type { ReactNode, Ref } from 'react';

interface FormMessageProps {
  /** An error is announced at once (role alert); a success politely (role status). */
  tone: 'error' | 'success';
  children: ReactNode;
  /** Given, the message can take focus (only by script), for a screen to move focus there. */
  ref?: Ref<HTMLDivElement>;
}

/** A message about the whole form: the server's answer, a failure, a confirmation. */
export function FormMessage({ tone, children, ref }: FormMessageProps) {
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
