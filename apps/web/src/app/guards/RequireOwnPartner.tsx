import { isOperator, operatorPaths } from '@shata/domain';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { useMyPartner, useSession } from '../../lib/auth/session';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The same path with its (last) `partnerId` segment replaced by `ownId`. */
export function withOwnPartnerId(pathname: string, partnerId: string, ownId: string): string {
  const segments = pathname.split('/');
  const index = segments.findLastIndex((segment) => decodeSegment(segment) === partnerId);
  if (index < 0) return pathname;
  segments[index] = encodeURIComponent(ownId);
  return segments.join('/');
}

/**
 * A layout route for the /…/:partnerId screens. The spec's original never
 * checked that the id in the URL was the caller's; here a partner who opens
 * another partner's address sees the same screen with their own id (the
 * server refuses other partners' data anyway). An operator, who has no
 * partner record, goes to the console without one being asked for. Place it
 * under `<RequireSession verifiedEmail />`: the partner record exists only then.
 */
export function RequireOwnPartner() {
  const { data: session } = useSession();
  if (isOperator(session?.user)) return <Navigate to={operatorPaths.queue} replace />;
  return <OwnPartnerOutlet />;
}

function OwnPartnerOutlet() {
  const { partnerId = '' } = useParams();
  const location = useLocation();
  const partner = useMyPartner();

  if (partner.isPending) return <LoadingScreen />;
  // Shown by the route's error page. A failed refresh keeps the record it had,
  // and the screen below (a half-filled form) stays.
  if (partner.isLoadingError) throw partner.error;

  const ownId = partner.data._id;
  if (partnerId !== ownId) {
    const pathname = withOwnPartnerId(location.pathname, partnerId, ownId);
    return <Navigate to={{ ...location, pathname }} replace />;
  }
  return <Outlet />;
}
