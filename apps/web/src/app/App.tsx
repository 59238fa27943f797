import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { Splash } from './splash/Splash';

/*
 * The declarative router: the data router's loaders and actions, which the
 * portal does not use, would add 17 KB gzip to every page (issue 7's budget).
 */
export function App() {
  return (
    <AppProviders>
      <Splash />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
