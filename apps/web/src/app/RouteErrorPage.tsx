import './route-error.css';
import { MessagePage } from '../components/message-page/MessagePage';
import { useText } from '../lib/i18n/catalogue';
import { appCatalogue } from './app-text';

/**
 * Replaces the whole layout when a screen or the layout itself fails, so it
 * renders nothing that might have caused the failure.
 */
export function RouteErrorPage() {
  const text = useText(appCatalogue).routeError;
  return (
    <main id="main-content" className="route-error">
      <img className="route-error__logo" src="/logo.svg" alt="" width="56" height="56" />
      <MessagePage title={text.title}>
        <p>{text.explanation}</p>
      </MessagePage>
    </main>
  );
}
