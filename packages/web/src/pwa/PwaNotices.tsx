import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button.tsx';
import type { BuildUpdateViewModel } from './BuildUpdateViewModel.ts';
import type { InstallPromptViewModel } from './InstallPromptViewModel.ts';
import type { NetworkStatus } from './NetworkStatus.ts';
import './pwa.css';

export interface PwaNoticesProps {
  readonly network: NetworkStatus;
  readonly install: InstallPromptViewModel;
  readonly update: BuildUpdateViewModel;
}

export const PwaNotices = observer(function PwaNotices({ network, install, update }: PwaNoticesProps) {
  const { t } = useTranslation('pwa');
  // The region and the offline notice speak in the shell's words (`layout`, loaded before the first paint): a player
  // whose connection drops before this chunk's own words arrive reads the notice, not its keys.
  const { t: shell } = useTranslation('layout');
  return (
    <div className="pwa-notices" role="region" aria-label={shell('appNotices.region')}>
      <div role="status" aria-live="polite">
        {network.offline && (
          <div className="pwa-notice pwa-notice--offline" data-testid="offline-notice">
            <p className="pwa-notice__title">{shell('appNotices.offline.title')}</p>
            <p className="pwa-notice__body">{shell('appNotices.offline.body')}</p>
          </div>
        )}
      </div>
      {update.visible && (
        <section className="pwa-notice" aria-labelledby="pwa-update-title" data-testid="update-prompt">
          <h2 id="pwa-update-title" className="pwa-notice__title">
            {t('update.title')}
          </h2>
          <p className="pwa-notice__body">{t('update.body')}</p>
          <div className="pwa-notice__actions">
            <Button size="small" onClick={() => update.update()}>
              {t('update.accept')}
            </Button>
            <Button size="small" variant="secondary" onClick={() => update.later()}>
              {t('update.dismiss')}
            </Button>
          </div>
        </section>
      )}
      {install.visible && (
        <section className="pwa-notice" aria-labelledby="pwa-install-title" data-testid="install-prompt">
          <h2 id="pwa-install-title" className="pwa-notice__title">
            {t('install.title')}
          </h2>
          <p className="pwa-notice__body">{t('install.body')}</p>
          <div className="pwa-notice__actions">
            <Button size="small" busy={install.installing} onClick={() => void install.install()}>
              {t('install.accept')}
            </Button>
            <Button size="small" variant="secondary" onClick={() => install.dismiss()}>
              {t('install.dismiss')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
});
