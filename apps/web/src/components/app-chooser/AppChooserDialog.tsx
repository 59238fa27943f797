import './app-chooser.css';
import { messages } from '@shata/domain';
import { useId } from 'react';
import { ModalDialog } from '../dialog/ModalDialog';
import { StoreLinks } from '../store-links/StoreLinks';

interface AppChooserDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The 'Choose Your App' popup (spec section 2's footer): the partner app's
 * store links, labelled 'For service providers'.
 */
export function AppChooserDialog({ open, onClose }: AppChooserDialogProps) {
  const labelId = useId();

  return (
    <ModalDialog
      open={open}
      title={messages.appChooser.title}
      onDismiss={onClose}
      className="app-chooser"
    >
      <section className="app-chooser__app" aria-labelledby={labelId}>
        <h3 id={labelId} className="app-chooser__label">
          {messages.appChooser.partnerApp}
        </h3>
        <StoreLinks />
      </section>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {messages.appChooser.close}
      </button>
    </ModalDialog>
  );
}
