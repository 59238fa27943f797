import { paths, routePatterns } from '@shata/domain';
import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { authPaths } from '../features/auth/paths';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SignupPage } from '../features/auth/SignupPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { VerifyEmailPage } from '../features/verify-email/VerifyEmailPage';
import { RedirectVerifiedPartner } from './guards/RedirectVerifiedPartner';
import { RequireSession } from './guards/RequireSession';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The portal's route table. Each screen is added here by the issue that
 * builds it; until then every other path shows the not-found page.
 *
 * Still to come, in the shapes the guards were built for:
 * - '/': the landing page replaces the not-found page under its guard.
 * - /dashboard/:partnerId, /status/:partnerId, /my_account/:partnerId,
 *   /my-bookings/:partnerId: under `<RequireSession verifiedEmail />` then
 *   `<RequireOwnPartner />`; /dashboard/new and /dashboard/error under
 *   `<RequireSession verifiedEmail />`.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: routePatterns.login, element: <LoginPage /> },
      {
        // A verified partner landing on / goes to their account (spec section 2).
        element: <RedirectVerifiedPartner to={(partner) => paths.myAccount(partner._id)} />,
        children: [{ index: true, element: <NotFoundPage /> }],
      },
      {
        element: <RedirectVerifiedPartner to={(partner) => paths.dashboard(partner._id)} />,
        children: [{ path: routePatterns.signup, element: <SignupPage /> }],
      },
      { path: authPaths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: authPaths.resetPassword, element: <ResetPasswordPage /> },
      {
        element: <RequireSession />,
        children: [{ path: routePatterns.verifyEmail, element: <VerifyEmailPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
