import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './states.css';

/**
 * Nothing to show yet, said as an invitation (issue 36): a small drawing of chips, the words, and what the player can
 * do about it when there is something (`action`).
 */
export function EmptyState({ message, action }: { message?: string; action?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="state state--empty" role="status">
      <svg className="state__art" viewBox="0 0 64 40" aria-hidden="true">
        <ellipse className="state__chip" cx="22" cy="28" rx="16" ry="6" />
        <ellipse className="state__chip state__chip--top" cx="22" cy="22" rx="16" ry="6" />
        <ellipse className="state__chip state__chip--accent" cx="44" cy="16" rx="16" ry="6" />
        <path className="state__spark" d="M52 2 L54 7 L59 9 L54 11 L52 16 L50 11 L45 9 L50 7 Z" />
      </svg>
      <p className="state__message">{message ?? t('empty')}</p>
      {action}
    </div>
  );
}
