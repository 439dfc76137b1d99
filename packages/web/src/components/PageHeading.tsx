import type { ReactNode } from 'react';
import './PageHeading.css';

/** The page's one `<h1>`, with an optional line under it. */
export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="page-heading">
      <h1 className="page-heading__title">{children}</h1>
      {subtitle ? <p className="page-heading__subtitle">{subtitle}</p> : null}
    </header>
  );
}
