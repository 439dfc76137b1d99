import { useTranslation } from 'react-i18next';
import type { LiveStatus as Status } from '@casino/core';
import './liveStatus.css';

/** The live connection's state, always on screen, in words and a shape (never by colour alone); read when it changes. */
export function LiveStatus({ status }: { status: Status }) {
  const { t } = useTranslation('gameLive');
  return (
    <p className={`live-status live-status--${status}`} role="status" data-live-status={status}>
      <span className="live-status__dot" aria-hidden="true" />
      {t(`live.status.${status}`)}
    </p>
  );
}
