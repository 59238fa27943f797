import './store-links.css';
import { messages } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../lib/client-config';

/** The partner app's store pages (Google Play and the App Store), from the server's configuration. */
export function StoreLinks() {
  const { data: config } = useQuery(clientConfigQueryOptions);
  if (!config) return null;
  return (
    <ul className="store-links">
      <li>
        <a href={config.partnerApp.android} target="_blank" rel="noopener noreferrer">
          {messages.appChooser.googlePlay}
        </a>
      </li>
      <li>
        <a href={config.partnerApp.ios} target="_blank" rel="noopener noreferrer">
          {messages.appChooser.appStore}
        </a>
      </li>
    </ul>
  );
}
