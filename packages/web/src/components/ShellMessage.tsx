import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle.ts';
import './shellPages.css';

interface ShellMessageProps {
  /** The page's name, for `data-page` and the heading's id. */
  readonly page: string;
  /** The status shown large (404, 451, an error code); spoken through `codeLabel` instead. */
  readonly code: string | null;
  readonly codeLabel: string;
  readonly title: string;
  readonly text: string;
  /** Links onward, if any. */
  readonly children?: ReactNode;
}

/** The shared frame of the 404, no-access and error pages: a status, a heading, a sentence and ways on. */
export function ShellMessage({ page, code, codeLabel, title, text, children }: ShellMessageProps) {
  useDocumentTitle(title);
  const titleId = `${page}-title`;
  return (
    <section className="shell-page" data-page={page} aria-labelledby={titleId}>
      {code ? (
        <p className="shell-page__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id={titleId} className="shell-page__title">
        {title}
      </h1>
      {code ? <p className="visually-hidden">{codeLabel}</p> : null}
      <p className="shell-page__text">{text}</p>
      {children ? <div className="shell-page__actions">{children}</div> : null}
    </section>
  );
}
