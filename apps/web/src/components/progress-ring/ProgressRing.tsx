import './progress-ring.css';

interface ProgressRingProps {
  percent: number;
  /** Read by screen readers, e.g. "Registration 40% complete". */
  label: string;
  /** The id of a caption that says more about the ring. */
  describedBy?: string;
}

const radius = 52;
const circumference = 2 * Math.PI * radius;

/** A circular percentage ring with the number in its middle. */
export function ProgressRing({ percent, label, describedBy }: ProgressRingProps) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div
      className="progress-ring"
      role="progressbar"
      aria-label={label}
      aria-describedby={describedBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
    >
      <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className="progress-ring__track" cx="60" cy="60" r={radius} />
        <circle
          className="progress-ring__value"
          cx="60"
          cy="60"
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
        />
      </svg>
      <span className="progress-ring__percent" aria-hidden="true">
        {clamped}%
      </span>
    </div>
  );
}
