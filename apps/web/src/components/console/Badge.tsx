import './console.css';
import type { ReactNode } from 'react';

/** How a badge looks; its words always say the same, so colour is never the only sign. */
export type BadgeTone = 'success' | 'danger' | 'warning' | 'neutral';

/** A short verdict in a pill: its words say it, its tone only repeats them. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`operator-badge operator-badge--${tone}`}>{children}</span>;
}
