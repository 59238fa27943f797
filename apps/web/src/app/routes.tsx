import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The portal's route table. Each screen is added here by the issue that
 * builds it; until then every path shows the not-found page.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [{ path: '*', element: <NotFoundPage /> }],
  },
];
