import { useLocation, useRouteError } from 'react-router';
import { splitLocalePath } from '@casino/core';
import { FATAL_MESSAGE } from '../i18n/fatalMessage.ts';

/** The last resort when the shell itself failed (its code could not load): a message and a reload. */
export function FatalError() {
  const error = useRouteError();
  const { locale } = splitLocalePath(useLocation().pathname);
  const message = FATAL_MESSAGE[locale];
  console.error('Fatal error', error);
  return (
    <main className="fatal-error">
      <p role="alert">{message.text}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {message.reload}
      </button>
    </main>
  );
}
