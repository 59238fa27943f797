import './route-error.css';
import { MessagePage } from '../components/message-page/MessagePage';

/**
 * Replaces the whole layout when a screen or the layout itself fails, so it
 * renders nothing that might have caused the failure.
 */
export function RouteErrorPage() {
  return (
    <main id="main-content" className="route-error">
      <img className="route-error__logo" src="/logo.svg" alt="" width="56" height="56" />
      <MessagePage title="Something went wrong">
        <p>Sorry, this page could not be shown. Please try again in a moment.</p>
      </MessagePage>
    </main>
  );
}
