import './store-links.css';
import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';

/** The partner app's store pages (Google Play and the App Store), from the server's configuration. */
export function StoreLinks() {
  const { appChooser } = useText(shellCatalogue);
  const { data: config } = useQuery(clientConfigQueryOptions);
  if (!config) return null;
  return (
    <ul className="store-links">
      <li>
        <a href={config.partnerApp.android} target="_blank" rel="noopener noreferrer">
          {appChooser.googlePlay}
        </a>
      </li>
      <li>
        <a href={config.partnerApp.ios} target="_blank" rel="noopener noreferrer">
          {appChooser.appStore}
        </a>
      </li>
    </ul>
  );
}
