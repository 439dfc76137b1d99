import type { ReactNode } from 'react';

/** A titled part of a profile page; the heading names the section for screen readers. */
export function ProfileSection({
  id,
  title,
  action,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  /** A control shown beside the heading (a refresh button). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="page-section__title">
      {title}
    </h2>
  );
  return (
    <section className="page-section" aria-labelledby={id}>
      {action === undefined ? (
        heading
      ) : (
        <div className="page-section__header">
          {heading}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
