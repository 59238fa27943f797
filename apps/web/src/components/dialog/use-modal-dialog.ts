import { useEffect, useRef } from 'react';

/**
 * A native <dialog>, shown modally while `open` and closed when it turns
 * false; `onClosed` runs once it has closed, when the page behind is
 * focusable again. The browser makes the page inert and closes the dialog on
 * Escape, and no <style> is injected for the CSP to refuse.
 */
export function useModalDialog(open: boolean, onClosed?: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      onClosed?.();
    }
  }, [open, onClosed]);

  // Shown only while asking (its owner unmounts it to answer): it closes as it goes.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return dialogRef;
}
