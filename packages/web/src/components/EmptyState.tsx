import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './states.css';

export function EmptyState({ message, action }: { message?: string; action?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="state state--empty" role="status">
      <p className="state__message">{message ?? t('empty')}</p>
      {action}
    </div>
  );
}
