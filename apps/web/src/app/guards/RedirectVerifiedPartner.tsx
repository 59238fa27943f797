import type { Partner } from '@shata/domain';
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
 * comes) to their account. Everyone else sees the screen.
 */
export function RedirectVerifiedPartner({ to }: RedirectVerifiedPartnerProps) {
  const { data: session } = useSession();
  const partner = useMyPartner();

  if (!session?.user.emailVerified) return <Outlet />;
  if (partner.isPending) return <LoadingScreen />;
  if (partner.data) return <Navigate to={to(partner.data)} replace />;
  // The partner could not be loaded: the public screen is still of use.
  return <Outlet />;
}
