import './console.css';
import { type ReactNode, useId } from 'react';

/** One titled panel of a console page, named by its heading for screen readers. */
export function OperatorPanel({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      className={className ? `operator-panel ${className}` : 'operator-panel'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="operator-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
