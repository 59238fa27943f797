import './dashboard.css';
import { paths } from '@shata/domain';
import { Link, Navigate } from 'react-router';
import { MessagePage } from '../../../components/message-page/MessagePage';
import { useMyPartner } from '../../../lib/auth/session';
import { useText } from '../../../lib/i18n/catalogue';
import { dashboardCatalogue } from './dashboard-text';

/**
 * /dashboard/new, where login sends a user no partner matched (spec section
 * 4). The server creates the partner when it is first asked for
 * (GET /api/partners/me); meanwhile the screen says what comes next, and the
 * way on to the form opens once the partner is there.
 */
export function DashboardNewPage() {
  const text = useText(dashboardCatalogue).new;
  const partner = useMyPartner();

  if (partner.isError) return <Navigate to={paths.dashboardError} replace />;
  return (
    <MessagePage title={text.title}>
      <p>{text.nextStep}</p>
      <p>{text.afterwards}</p>
      <div className="dashboard-new__action">
        {partner.data ? (
          <Link className="button button--primary" to={paths.dashboard(partner.data._id)}>
            {text.start}
          </Link>
        ) : (
          <button type="button" className="button button--primary" disabled>
            {text.preparing}
          </button>
        )}
      </div>
    </MessagePage>
  );
}
