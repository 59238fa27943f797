import type { ReactNode } from 'react';

/** Line icons drawn in the text colour; decorative, so hidden from assistive tech. */
export function LineIcon({
  size,
  weight,
  children,
}: {
  size: number;
  weight: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
