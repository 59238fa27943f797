import type { ReactNode } from 'react';
import type { BadgeTone } from './labels';

/** A short verdict in a pill: its words say it, its tone only repeats them. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`operator-badge operator-badge--${tone}`}>{children}</span>;
}
