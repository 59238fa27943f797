import './dashboard.css';
import { postLoginRoute } from '@shata/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../../../components/form/FormMessage';
import { MessagePage } from '../../../components/message-page/MessagePage';
import { useMyPartner } from '../../../lib/auth/session';
import { useText } from '../../../lib/i18n/catalogue';
import { dashboardCatalogue } from './dashboard-text';

/**
 * /dashboard/error, where login sends a user whose partner lookup failed
 * (spec section 4). 'Try again' asks for the partner again and, when it
 * comes, goes where login would have gone.
 */
export function DashboardErrorPage() {
  const text = useText(dashboardCatalogue).error;
  const partner = useMyPartner();
  const navigate = useNavigate();
  const [trying, setTrying] = useState(false);
  const [failedAgain, setFailedAgain] = useState(false);

  const tryAgain = async () => {
    setTrying(true);
    setFailedAgain(false);
    const result = await partner.refetch();
    setTrying(false);
    if (result.isSuccess) navigate(postLoginRoute(result.data), { replace: true });
    else setFailedAgain(true);
  };

  return (
    <MessagePage title={text.title}>
      <p>{text.explanation}</p>
      {failedAgain ? (
        <div className="dashboard-error__message">
          <FormMessage tone="error">
            <p>{text.stillFailing}</p>
          </FormMessage>
        </div>
      ) : null}
      <button
        type="button"
        className="button button--secondary dashboard-error__retry"
        disabled={trying}
        onClick={tryAgain}
      >
        {trying ? text.tryingAgain : text.tryAgain}
      </button>
    </MessagePage>
  );
}
