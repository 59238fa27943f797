import { paths, routePatterns } from '@shata/domain';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen/LoadingScreen';
import { authPaths } from '../features/auth/paths';
import { adminRoutePatterns } from '../lib/admin-paths';
import { RedirectVerifiedPartner } from './guards/RedirectVerifiedPartner';
import { RequireOperator } from './guards/RequireOperator';
import { RequireOwnPartner } from './guards/RequireOwnPartner';
import { RequireSession } from './guards/RequireSession';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/*
 * Every screen is its own chunk, loaded when its route matches (React Router's
 * `lazy`), so '/' downloads only the landing page and the layout.
 */
const screens = {
  landing: () =>
    import('../features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })),
  terms: () => import('../features/terms/TermsPage').then((m) => ({ Component: m.TermsPage })),
  login: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  signup: () => import('../features/auth/SignupPage').then((m) => ({ Component: m.SignupPage })),
  forgotPassword: () =>
    import('../features/auth/ForgotPasswordPage').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPassword: () =>
    import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  verifyEmail: () =>
    import('../features/verify-email/VerifyEmailPage').then((m) => ({
      Component: m.VerifyEmailPage,
    })),
  dashboardNew: () =>
    import('../features/registration/DashboardNewPage').then((m) => ({
      Component: m.DashboardNewPage,
    })),
  dashboardError: () =>
    import('../features/registration/DashboardErrorPage').then((m) => ({
      Component: m.DashboardErrorPage,
    })),
  registration: () =>
    import('../features/registration/RegistrationPage').then((m) => ({
      Component: m.RegistrationPage,
    })),
  status: () => import('../features/status/StatusPage').then((m) => ({ Component: m.StatusPage })),
  myBookings: () =>
    import('../features/bookings/MyBookingsPage').then((m) => ({ Component: m.MyBookingsPage })),
  account: () =>
    import('../features/account/AccountPage').then((m) => ({ Component: m.AccountPage })),
  notFound: () =>
    import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
};

// The console is loaded only for operators: partners never download it.
const AdminQueuePage = lazy(() =>
  import('../features/admin/AdminQueuePage').then((module) => ({ default: module.AdminQueuePage })),
);
const AdminPartnerPage = lazy(() =>
  import('../features/admin/AdminPartnerPage').then((module) => ({
    default: module.AdminPartnerPage,
  })),
);

/** The portal's route table; any other path shows the not-found page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Shown while the first screen's chunk loads; the layout's own loading screen follows.
    hydrateFallbackElement: <LoadingScreen />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: routePatterns.login, lazy: screens.login },
      {
        // A verified partner landing on / goes to their account (spec section 2).
        element: <RedirectVerifiedPartner to={(partner) => paths.myAccount(partner._id)} />,
        children: [{ index: true, lazy: screens.landing }],
      },
      {
        element: <RedirectVerifiedPartner to={(partner) => paths.dashboard(partner._id)} />,
        children: [{ path: routePatterns.signup, lazy: screens.signup }],
      },
      { path: routePatterns.terms, lazy: screens.terms },
      { path: authPaths.forgotPassword, lazy: screens.forgotPassword },
      { path: authPaths.resetPassword, lazy: screens.resetPassword },
      {
        element: <RequireSession />,
        children: [{ path: routePatterns.verifyEmail, lazy: screens.verifyEmail }],
      },
      {
        element: <RequireSession verifiedEmail />,
        children: [
          // Static segments rank above :partnerId, so these two are never taken for an id.
          { path: routePatterns.dashboardNew, lazy: screens.dashboardNew },
          { path: routePatterns.dashboardError, lazy: screens.dashboardError },
          {
            element: <RequireOwnPartner />,
            children: [
              { path: routePatterns.dashboard, lazy: screens.registration },
              { path: routePatterns.status, lazy: screens.status },
              { path: routePatterns.myAccount, lazy: screens.account },
              { path: routePatterns.myBookings, lazy: screens.myBookings },
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
      { path: '*', lazy: screens.notFound },
    ],
  },
];
