import './console.css';
import type { ReactNode, Ref } from 'react';

interface ActionButtonsProps {
  /** The row's class, which places it in its form or dialog. */
  className: string;
  /** A change is under way: neither button can be used meanwhile. */
  busy: boolean;
  /** The button that acts; without `onAct` it submits the form it is in. */
  act: ReactNode;
  onAct?: () => void;
  /** The button that leaves and changes nothing. */
  leave: string;
  onLeave: () => void;
  leaveRef?: Ref<HTMLButtonElement>;
}

/** The two answers of a console form or dialog: the one that acts, then the one that leaves. */
export function ActionButtons({
  className,
  busy,
  act,
  onAct,
  leave,
  onLeave,
  leaveRef,
}: ActionButtonsProps) {
  return (
    <div className={className}>
      <button
        type={onAct ? 'button' : 'submit'}
        className="button button--primary operator-button"
        disabled={busy}
        onClick={onAct}
      >
        {act}
      </button>
      <button
        ref={leaveRef}
        type="button"
        className="button button--secondary operator-button"
        disabled={busy}
        onClick={onLeave}
      >
        {leave}
      </button>
    </div>
  );
}
