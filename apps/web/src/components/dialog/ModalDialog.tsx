import './modal-dialog.css';
import { type ReactNode, type RefObject, useEffect, useId } from 'react';
import { keepTabInDialog } from './keep-tab-in-dialog';
import { useModalDialog } from './use-modal-dialog';

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** The sentence screen readers read with the title. */
  description?: ReactNode;
  /** Something is under way: Escape waits, so its outcome is not hidden. */
  busy?: boolean;
  /** Asked to close (Escape, or a close button); the owner turns `open` false. */
  onDismiss: () => void;
  /** Called once the dialog has closed, for focus to go back where it came from. */
  onClosed?: () => void;
  /** Focused on opening instead of the first control: the safe answer of a question. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The dialog's own layout, beside the shared frame. */
  className: string;
  children: ReactNode;
}

/**
 * A native <dialog> shown modally while `open`: the browser makes the page
 * inert and closes it on Escape, Tab wraps inside it, and no <style> is
 * injected for the CSP to refuse (which a script-built dialog would do).
 * The state alone opens and closes it, so the two never disagree.
 */
export function ModalDialog({
  open,
  title,
  description,
  busy = false,
  onDismiss,
  onClosed,
  initialFocusRef,
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useModalDialog(open, onClosed);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (open) initialFocusRef?.current?.focus();
  }, [open, initialFocusRef]);

  return (
    <dialog
      ref={dialogRef}
      className={`modal-dialog ${className}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={keepTabInDialog}
      onCancel={(event) => {
        // Escape: the state closes the dialog.
        event.preventDefault();
        if (!busy) onDismiss();
      }}
      onClose={() => {
        // Closed by the browser anyway (a repeated Escape): bring the state along.
        if (open && !busy) onDismiss();
      }}
    >
      <h2 id={titleId} className="modal-dialog__title">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="modal-dialog__description">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>
  );
}
