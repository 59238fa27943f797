import './load-error.css';
import { useText } from '../../lib/i18n/catalogue';
import { shellCatalogue } from '../../lib/i18n/shell-catalogue';

interface LoadErrorProps {
  /** What failed, in the screen's words (the spec's where it gives them). */
  message: string;
  /** What the server said, where the reader can use it. */
  detail?: string;
  /** Asks again; the button waits while it does. */
  onRetry: () => void;
  retrying: boolean;
  /** The button's look where it sits beside a screen's own buttons. */
  buttonClassName?: string;
}

/** A load that failed: its message and a way to try again, never a dead end. */
export function LoadError({
  message,
  detail,
  onRetry,
  retrying,
  buttonClassName = '',
}: LoadErrorProps) {
  const tryAgainText = useText(shellCatalogue).common.tryAgain;
  return (
    <div className="load-error">
      <div className="load-error__message" role="alert">
        <p>{message}</p>
        {detail ? <p>{detail}</p> : null}
      </div>
      <button
        type="button"
        className={`button button--secondary ${buttonClassName}`.trim()}
        disabled={retrying}
        onClick={onRetry}
      >
        {tryAgainText}
      </button>
    </div>
  );
}
