import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to render into.');

const root = createRoot(rootElement);
// A transition lets React render the first screen in small slices, so the page
// stays responsive to input while it starts (Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
