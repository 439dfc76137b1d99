import { useLocation } from 'react-router';
import { splitLocalePath } from '@casino/core';
import { BOOT_MESSAGE } from '../i18n/bootMessage.ts';

/**
 * What the first paint shows while the shell's code and the locale's bundles arrive: a loading sign, named in the
 * address's locale for screen readers. The same sign is in index.html, so it is there before any script has run.
 */
export function BootFallback() {
  const { locale } = splitLocalePath(useLocation().pathname);
  return (
    <div className="boot-fallback" role="status" aria-busy="true">
      <span className="boot-fallback__spinner" aria-hidden="true" />
      <span className="visually-hidden">{BOOT_MESSAGE[locale]}</span>
    </div>
  );
}
