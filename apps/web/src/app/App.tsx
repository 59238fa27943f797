import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';
import { Splash } from './splash/Splash';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <Splash />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
