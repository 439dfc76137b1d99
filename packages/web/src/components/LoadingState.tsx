import { useTranslation } from 'react-i18next';
import './states.css';

/** A region that is loading: announced politely to screen readers. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="state__spinner" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
