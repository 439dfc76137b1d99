import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GamePreferences } from './GamePreferences.ts';
import type { GameHotkey } from './playPorts.ts';

const PANEL_HOTKEYS: readonly GameHotkey[] = [
  { key: 'Space', labelKey: 'play.hotkeys.space' },
  { key: 'H', labelKey: 'play.hotkeys.halve' },
  { key: 'D', labelKey: 'play.hotkeys.double' },
];

function Switch({ checked, onChange, label }: { checked: boolean; onChange: () => void; label: string }) {
  return (
    <label className="play-options__switch">
      <input type="checkbox" checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}

/** Instant mode, sound and hotkeys, each remembered on this device, with the list of keys. */
export const PlayOptions = observer(function PlayOptions({
  preferences,
  hotkeys,
}: {
  preferences: GamePreferences;
  hotkeys: readonly GameHotkey[];
}) {
  const { t } = useTranslation('games');
  return (
    <section className="play-options" aria-label={t('play.options.label')}>
      <Switch
        checked={preferences.instant}
        onChange={() => preferences.toggleInstant()}
        label={t('play.options.instant')}
      />
      <Switch
        checked={preferences.sound}
        onChange={() => preferences.toggleSound()}
        label={t('play.options.sound')}
      />
      <Switch
        checked={preferences.hotkeys}
        onChange={() => preferences.toggleHotkeys()}
        label={t('play.options.hotkeys')}
      />
      <details className="play-options__help">
        <summary>{t('play.hotkeys.title')}</summary>
        {preferences.hotkeys ? null : <p>{t('play.hotkeys.off')}</p>}
        <dl className="play-options__keys">
          {[...PANEL_HOTKEYS, ...hotkeys].map(({ key, labelKey }) => (
            <div key={key}>
              <dt>
                <kbd>{key === 'Space' ? t('play.hotkeys.spaceKey') : key}</kbd>
              </dt>
              <dd>{t(labelKey)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
});
