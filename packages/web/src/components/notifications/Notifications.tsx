import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ERROR_UNKNOWN_KEY, type TranslatableText } from '@casino/core';
import { TOKENS } from '../../di/tokens.ts';
import { useInjection } from '../../di/useInjection.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import type { ShownNotification } from './NotificationStore.ts';
import { readableParams } from './readableParams.ts';
import './Notifications.css';

/** The raw server text is shown only where no translation exists for it. */
function lineText(t: TFunction, line: TranslatableText, iso: string): string {
  const translated = t(line.key, readableParams(line.params, iso, t));
  return line.key === ERROR_UNKNOWN_KEY && line.detail ? `${translated}: ${line.detail}` : translated;
}

function NotificationItem({ item, onDismiss }: { item: ShownNotification; onDismiss: () => void }) {
  const { t } = useTranslation(['errors', 'layout']);
  const { iso } = useLocale();
  const classes = ['notification', `notification--${item.kind}`, item.leaving ? 'notification--leaving' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} role={item.kind === 'error' ? 'alert' : 'status'}>
      <div className="notification__body">
        <p className="notification__title">{t(item.titleKey, readableParams(item.params, iso, t))}</p>
        {item.lines?.map((line, index) => (
          <p key={index} className="notification__line">
            {lineText(t, line, iso)}
          </p>
        ))}
      </div>
      <button
        type="button"
        className="notification__dismiss"
        aria-label={t('layout:notifications.dismiss')}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The notification stack: 300 px wide (§9), top right, full width minus a margin on a narrow screen. It lives outside
 * the app's root, so a form's errors are still announced while a modal makes the page behind it inert.
 */
export const Notifications = observer(function Notifications() {
  const { t } = useTranslation('layout');
  const store = useInjection(TOKENS.Notifier);
  return createPortal(
    <section className="notifications" aria-label={t('notifications.region')}>
      <ul className="notifications__list">
        {store.items.map((item) => (
          <NotificationItem key={item.id} item={item} onDismiss={() => store.dismiss(item.id)} />
        ))}
      </ul>
    </section>,
    document.body,
  );
});
