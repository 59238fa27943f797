import type { Partner } from '@shata/domain';
import { isOperator, operatorPaths } from '@shata/domain';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { useMyPartner, useSession } from '../../lib/auth/session';

interface RedirectVerifiedPartnerProps {
  /** Where a signed-in partner with a verified address goes instead. */
  to: (partner: Partner) => string;
}

/**
 * A layout route for public screens a verified partner skips (spec section
 * 2): /signup sends them to their dashboard, and / (when the landing page
 * comes) to their account. A verified operator goes to the console, without
 * a partner record being asked for. Everyone else sees the screen.
 */
export function RedirectVerifiedPartner({ to }: RedirectVerifiedPartnerProps) {
  const { data: session } = useSession();

  if (!session?.user.emailVerified) return <Outlet />;
  if (isOperator(session.user)) return <Navigate to={operatorPaths.queue} replace />;
  return <RedirectPartner to={to} />;
}

function RedirectPartner({ to }: RedirectVerifiedPartnerProps) {
  const partner = useMyPartner();

  if (partner.isPending) return <LoadingScreen />;
  if (partner.data) return <Navigate to={to(partner.data)} replace />;
  // The partner could not be loaded: the public screen is still of use.
  return <Outlet />;
}
