import type { ReactNode } from 'react';
import type { useReturningFocus } from '../../lib/use-returning-focus';

/**
 * A console row's button that opens a dialog about the row (revoke, cancel,
 * rotate, delete): it takes the focus back when the dialog closes, and its
 * name carries the row's `subject`, so each of a list's buttons is told apart.
 */
export function DialogButton({
  dialog,
  subject,
  onStart,
  children,
}: {
  dialog: ReturnType<typeof useReturningFocus>;
  subject: string;
  onStart: () => void;
  children: ReactNode;
}) {
  return (
    <button
      ref={dialog.toggleRef}
      type="button"
      className="button button--secondary operator-button"
      aria-haspopup="dialog"
      onClick={() => {
        onStart();
        dialog.setOpen(true);
      }}
    >
      {children}
      <span className="visually-hidden"> {subject}</span>
    </button>
  );
}
