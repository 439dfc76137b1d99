import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import './states.css';

/** A region that failed to load, with a retry the player can reach by keyboard. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="state state--error" role="alert">
      <p className="state__message">{message ?? t('loadError')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
