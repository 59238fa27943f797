import { paths, routePatterns } from '@shata/domain';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AccountPage } from '../features/account/AccountPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { authPaths } from '../features/auth/paths';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SignupPage } from '../features/auth/SignupPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { DashboardErrorPage } from '../features/registration/DashboardErrorPage';
import { DashboardNewPage } from '../features/registration/DashboardNewPage';
import { RegistrationPage } from '../features/registration/RegistrationPage';
import { StatusPage } from '../features/status/StatusPage';
import { VerifyEmailPage } from '../features/verify-email/VerifyEmailPage';
import { adminRoutePatterns } from '../lib/admin-paths';
import { RedirectVerifiedPartner } from './guards/RedirectVerifiedPartner';
import { RequireOperator } from './guards/RequireOperator';
import { RequireOwnPartner } from './guards/RequireOwnPartner';
import { RequireSession } from './guards/RequireSession';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

// The console is loaded only for operators: partners never download it.
const AdminQueuePage = lazy(() =>
  import('../features/admin/AdminQueuePage').then((module) => ({ default: module.AdminQueuePage })),
);
const AdminPartnerPage = lazy(() =>
  import('../features/admin/AdminPartnerPage').then((module) => ({
    default: module.AdminPartnerPage,
  })),
);

/**
 * The portal's route table. Each screen is added here by the issue that
 * builds it; until then every other path shows the not-found page.
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
      {
        element: <RequireSession verifiedEmail />,
        children: [
          // Static segments rank above :partnerId, so these two are never taken for an id.
          { path: routePatterns.dashboardNew, element: <DashboardNewPage /> },
          { path: routePatterns.dashboardError, element: <DashboardErrorPage /> },
          {
            element: <RequireOwnPartner />,
            children: [
              { path: routePatterns.dashboard, element: <RegistrationPage /> },
              { path: routePatterns.status, element: <StatusPage /> },
              { path: routePatterns.myAccount, element: <AccountPage /> },
            ],
          },
        ],
      },
      {
        element: <RequireOperator />,
        children: [
          { path: adminRoutePatterns.queue, element: <AdminQueuePage /> },
          { path: adminRoutePatterns.partner, element: <AdminPartnerPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
