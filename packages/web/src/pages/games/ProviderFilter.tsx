import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ALL_PROVIDERS, FAVOURITES, type GameListViewModel } from './GameListViewModel.ts';

/**
 * The provider filter: every provider, the player's favourites, or one studio, each a radio button; a studio shows
 * its logo beside its name. Arrow keys move between the choices, as radio buttons do.
 */
export const ProviderFilter = observer(function ProviderFilter({ vm }: { vm: GameListViewModel }) {
  const { t } = useTranslation('gameLists');
  const name = useId();
  const choices: { value: string; label: string; logo: string | null }[] = [
    { value: ALL_PROVIDERS, label: t('filter.all'), logo: null },
    ...(vm.lists?.available ? [{ value: FAVOURITES, label: t('filter.favourites'), logo: null }] : []),
    ...vm.providers.map((provider) => ({
      value: provider,
      label: provider,
      logo: vm.providerLogos.get(provider) ?? null,
    })),
  ];
  return (
    <fieldset className="provider-filter">
      <legend className="field__label">{t('filter.label')}</legend>
      <div className="provider-filter__choices">
        {choices.map((choice) => (
          <label key={choice.value} className="provider-filter__choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={vm.filter === choice.value}
              onChange={() => vm.chooseFilter(choice.value)}
            />
            {choice.logo ? (
              <img
                className="provider-filter__logo"
                src={choice.logo}
                alt=""
                width={80}
                height={24}
                loading="lazy"
              />
            ) : null}
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
