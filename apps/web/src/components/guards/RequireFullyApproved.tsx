import { isFullyApproved, paths } from '@shata/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { partnerQueryOptions } from '../../lib/partners';

/**
 * My Account and My Bookings open only once the partner is fully approved
 * (spec section 2); anyone else is sent to their status screen to see what
 * is still missing. The screens wrap themselves in it, so each works, and is
 * tested, on its own; until the record has loaded they show their own
 * loading state.
 */
export function RequireFullyApproved({ children }: { children: ReactNode }) {
  const { partnerId = '' } = useParams();
  const partner = useQuery(partnerQueryOptions(partnerId));
  if (partner.data && !isFullyApproved(partner.data)) {
    return <Navigate to={paths.status(partnerId)} replace />;
  }
  return children;
}
