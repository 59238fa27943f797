import './loading-screen.css';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';

/** Shown while something the screen depends on (the session, the partner record) is being fetched. */
export function LoadingScreen() {
  const loadingText = useText(shellCatalogue).common.loading;
  return (
    <div className="loading-screen" role="status">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span>{loadingText}</span>
    </div>
  );
}
