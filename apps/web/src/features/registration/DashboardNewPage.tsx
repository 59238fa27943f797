import { paths } from '@shata/domain';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { useMyPartner } from '../../lib/auth/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { dashboardText } from './dashboard-text';

/**
 * /dashboard/new, where login sends a user no partner matched (spec section
 * 4). The server creates the partner when it is first asked for
 * (GET /api/partners/me), so this waits for it and goes on to its form.
 */
export function DashboardNewPage() {
  useDocumentTitle(dashboardText.newTitle);
  const partner = useMyPartner();

  if (partner.data) return <Navigate to={paths.dashboard(partner.data._id)} replace />;
  if (partner.isError) return <Navigate to={paths.dashboardError} replace />;
  return <LoadingScreen />;
}
