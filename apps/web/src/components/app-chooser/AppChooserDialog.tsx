import './app-chooser.css';
import { useId } from 'react';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';
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
  const { appChooser } = useText(shellCatalogue);
  const labelId = useId();

  return (
    <ModalDialog open={open} title={appChooser.title} onDismiss={onClose} className="app-chooser">
      <section className="app-chooser__app" aria-labelledby={labelId}>
        <h3 id={labelId} className="app-chooser__label">
          {appChooser.partnerApp}
        </h3>
        <StoreLinks />
      </section>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {appChooser.close}
      </button>
    </ModalDialog>
  );
}
