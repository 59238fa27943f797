import './inactivity.css';
import { useRef } from 'react';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { useText } from '../../lib/i18n/catalogue';
import { useCountdown } from '../../lib/use-countdown';
import { sessionCatalogue } from './session-text';
import { useInactivityLogout } from './use-inactivity-logout';

/** Seconds left at which screen readers hear the countdown: often enough to act on, not every tick. */
const announcedAt = [30, 10] as const;

/** The last of `announcedAt` the countdown has reached, or null before the first. */
function announcedSeconds(remaining: number): number | null {
  return announcedAt.findLast((seconds) => remaining <= seconds) ?? null;
}

function InactivityWarning({
  leadMs,
  uploading,
  onStay,
}: {
  leadMs: number;
  uploading: boolean;
  onStay: () => void;
}) {
  const text = useText(sessionCatalogue).inactivity;
  const stayRef = useRef<HTMLButtonElement>(null);
  const { remaining } = useCountdown(leadMs / 1_000);
  // While an upload runs there is no sign-out to count down to.
  const announced = uploading ? null : announcedSeconds(remaining);

  return (
    <ModalDialog
      open
      title={text.title}
      description={uploading ? text.uploading : text.countdown(remaining)}
      onDismiss={onStay}
      initialFocusRef={stayRef}
      className="inactivity-dialog"
    >
      <p className="visually-hidden" aria-live="polite">
        {announced === null ? '' : text.announcement(announced)}
      </p>
      <div className="inactivity-dialog__actions">
        <button ref={stayRef} type="button" className="button button--primary" onClick={onStay}>
          {text.staySignedIn}
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * The auto-logout (`useInactivityLogout`) and its warning: a minute before
 * the sign-out a dialog counts down and offers to stay signed in. Escape
 * answers the same, as does any activity. While an upload runs it says that
 * instead of counting down.
 */
export function InactivityLogout() {
  const { warning, warningLeadMs, uploading, staySignedIn } = useInactivityLogout();
  return warning ? (
    <InactivityWarning leadMs={warningLeadMs} uploading={uploading} onStay={staySignedIn} />
  ) : null;
}
