import './loading-screen.css';

const loadingText = 'Loading…';

/** Shown while something the screen depends on (the session, the partner record) is being fetched. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span>{loadingText}</span>
    </div>
  );
}
