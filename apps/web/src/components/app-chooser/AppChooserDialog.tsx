import './app-chooser.css';
import { messages } from '@shata/domain';
import { useId } from 'react';
import { keepTabInDialog } from '../dialog/keep-tab-in-dialog';
import { useModalDialog } from '../dialog/use-modal-dialog';
import { StoreLinks } from '../store-links/StoreLinks';

interface AppChooserDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The 'Choose Your App' popup (spec section 2's footer): the partner app's
 * store links, labelled 'For service providers'. A native modal <dialog>:
 * the browser makes the page behind it inert and closes it on Escape, and Tab wraps inside it, and no <style> is injected
 * for the CSP to refuse.
 */
export function AppChooserDialog({ open, onClose }: AppChooserDialogProps) {
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const labelId = useId();

  return (
    <dialog
      ref={dialogRef}
      className="app-chooser"
      aria-labelledby={titleId}
      onKeyDown={keepTabInDialog}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <h2 id={titleId} className="app-chooser__title">
        {messages.appChooser.title}
      </h2>
      <section className="app-chooser__app" aria-labelledby={labelId}>
        <h3 id={labelId} className="app-chooser__label">
          {messages.appChooser.partnerApp}
        </h3>
        <StoreLinks />
      </section>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {messages.appChooser.close}
      </button>
    </dialog>
  );
}
