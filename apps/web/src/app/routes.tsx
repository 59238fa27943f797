import { operatorRoutePatterns, paths, recoveryPaths, routePatterns } from '@shata/domain';
import { type RouteObject, useRoutes } from 'react-router';
import { RedirectVerifiedPartner } from './guards/RedirectVerifiedPartner';
import { RequireOperator } from './guards/RequireOperator';
import { RequireOwnPartner } from './guards/RequireOwnPartner';
import { RequireSession } from './guards/RequireSession';
import { RootLayout } from './layout/RootLayout';
import { lazyScreen } from './lazy-screen';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ForwardVerificationLink } from './session/ForwardVerificationLink';

/*
 * Every screen is its own chunk, loaded when its route first renders, so '/'
 * downloads only the landing page and the layout. The console is loaded only
 * for operators: partners never download it. The server links the chunk of
 * the page it sends from its HTML (build/page-preloads.ts), so it downloads
 * with the entry rather than after it.
 */
const LandingPage = lazyScreen(() =>
  import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
const TermsPage = lazyScreen(() =>
  import('../features/terms/TermsPage').then((m) => ({ default: m.TermsPage })),
);
const LoginPage = lazyScreen(() =>
  import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazyScreen(() =>
  import('../features/auth/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazyScreen(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyScreen(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazyScreen(() =>
  import('../features/verify-email/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })),
);
const DashboardNewPage = lazyScreen(() =>
  import('../features/registration/dashboard/DashboardNewPage').then((m) => ({
    default: m.DashboardNewPage,
  })),
);
const DashboardErrorPage = lazyScreen(() =>
  import('../features/registration/dashboard/DashboardErrorPage').then((m) => ({
    default: m.DashboardErrorPage,
  })),
);
const RegistrationPage = lazyScreen(() =>
  import('../features/registration/RegistrationPage').then((m) => ({
    default: m.RegistrationPage,
  })),
);
const StatusPage = lazyScreen(() =>
  import('../features/status/StatusPage').then((m) => ({ default: m.StatusPage })),
);
const MyBookingsPage = lazyScreen(() =>
  import('../features/bookings/MyBookingsPage').then((m) => ({ default: m.MyBookingsPage })),
);
const AccountPage = lazyScreen(() =>
  import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })),
);
const NotFoundPage = lazyScreen(() =>
  import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const OperatorQueuePage = lazyScreen(() =>
  import('../features/operators/OperatorQueuePage').then((m) => ({ default: m.OperatorQueuePage })),
);
const OperatorPartnerPage = lazyScreen(() =>
  import('../features/operators/OperatorPartnerPage').then((m) => ({
    default: m.OperatorPartnerPage,
  })),
);
const IntegrationsPage = lazyScreen(() =>
  import('../features/integrations/IntegrationsPage').then((m) => ({
    default: m.IntegrationsPage,
  })),
);

const TeamPage = lazyScreen(() =>
  import('../features/team/TeamPage').then((m) => ({ default: m.TeamPage })),
);

/** The portal's route table; any other path shows the not-found page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: routePatterns.login, element: <LoginPage /> },
      {
        // A verified partner landing on / goes to their account (spec section 2).
        element: <RedirectVerifiedPartner to={(partner) => paths.myAccount(partner._id)} />,
        children: [{ index: true, element: <LandingPage /> }],
      },
      {
        element: <RedirectVerifiedPartner to={(partner) => paths.dashboard(partner._id)} />,
        children: [{ path: routePatterns.signup, element: <SignupPage /> }],
      },
      { path: routePatterns.terms, element: <TermsPage /> },
      { path: recoveryPaths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: recoveryPaths.resetPassword, element: <ResetPasswordPage /> },
      {
        element: <ForwardVerificationLink />,
        children: [
          {
            element: <RequireSession />,
            children: [{ path: routePatterns.verifyEmail, element: <VerifyEmailPage /> }],
          },
        ],
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
              { path: routePatterns.myBookings, element: <MyBookingsPage /> },
            ],
          },
        ],
      },
      {
        element: <RequireOperator />,
        children: [
          { path: operatorRoutePatterns.queue, element: <OperatorQueuePage /> },
          { path: operatorRoutePatterns.partner, element: <OperatorPartnerPage /> },
          { path: operatorRoutePatterns.integrations, element: <IntegrationsPage /> },
          { path: operatorRoutePatterns.team, element: <TeamPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The portal's routes, rendered by the router the app provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
