import { MessagePage } from '../../components/message-page/MessagePage';

export function NotFoundPage() {
  return (
    <MessagePage title="Page not found">
      <p>The page you are looking for does not exist or may have moved.</p>
    </MessagePage>
  );
}
