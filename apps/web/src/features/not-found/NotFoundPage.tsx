import { MessagePage } from '../../components/message-page/MessagePage';
import { useText } from '../../lib/i18n/catalogue';
import { notFoundCatalogue } from './not-found-text';

export function NotFoundPage() {
  const text = useText(notFoundCatalogue);
  return (
    <MessagePage title={text.title}>
      <p>{text.body}</p>
    </MessagePage>
  );
}
