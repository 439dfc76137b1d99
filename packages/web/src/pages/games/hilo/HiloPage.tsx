import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HILO_DECK_SIZE, numberFormat, type HiloCard, type HiloGuess } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { useViewModel } from '../../../di/useViewModel.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formatMultiplier } from '../../../components/games/formatGame.ts';
import { RoundGamePage } from '../rounds/RoundGamePage.tsx';
import type { RoundEvent } from '../rounds/RoundPlay.ts';
import { HiloCardView, useCardName } from '../../../components/games/HiloCardView.tsx';
import './hilo.css';
import { HILO_VM, type HiloViewModel } from './HiloViewModel.ts';

const TOP_RANK = HILO_DECK_SIZE / 4 - 1;

/** What a guess means on this card: on a two "higher" is strictly higher and "lower" the two again; on an ace the
 * other way round. */
function guessWording(card: HiloCard, guess: HiloGuess): string {
  if (guess === 'higher')
    return card.rankIndex === 0 ? 'higher' : card.rankIndex === TOP_RANK ? 'same' : 'higherOrSame';
  return card.rankIndex === TOP_RANK ? 'lower' : card.rankIndex === 0 ? 'same' : 'lowerOrSame';
}

function useDescribe(): (event: RoundEvent) => string {
  const { t } = useTranslation('gameRounds');
  const { iso } = useLocale();
  const name = useCardName();
  return ({ kind, round, action }) => {
    if (round.state.game !== 'hilo') return '';
    const card = round.state.steps.at(-1)?.card;
    if (!card) return '';
    const multiplier = formatMultiplier(round.multiplierTenThousandths, iso);
    const cardName = name(card);
    if (round.status === 'cashedOut') return t('hilo.said.cashedOut', { multiplier });
    if (round.status === 'lost') return t('hilo.said.wrong', { card: cardName });
    if (kind === 'start') return t('hilo.said.started', { card: cardName });
    if (kind === 'resume') return t('hilo.said.resumed', { card: cardName, multiplier });
    if (action?.kind === 'skip') return t('hilo.said.skipped', { card: cardName });
    return t('hilo.said.right', { card: cardName, multiplier });
  };
}

const HiloBoard = observer(function HiloBoard({ vm }: { readonly vm: HiloViewModel }) {
  const { t } = useTranslation('gameRounds');
  const { iso } = useLocale();
  const { card, options, play, steps } = vm;
  const percent = numberFormat(iso, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <div className="hilo">
      <div className="hilo__table" data-testid="hilo-card">
        {card ? (
          // A new card per step: it is dealt (turned over) each time, its face showing at the end of the turn.
          <div className="hilo__dealt" key={steps.length}>
            <HiloCardView card={card} />
          </div>
        ) : (
          <span className="hilo-card hilo-card--back" aria-hidden="true" />
        )}
      </div>
      {options.length > 0 && card ? (
        <div className="hilo__guesses" role="group" aria-label={t('hilo.guesses')}>
          {options.map((option) => (
            <Button
              key={option.guess}
              variant="secondary"
              className="hilo__guess"
              aria-disabled={!play.canAct || undefined}
              onClick={() => void vm.guess(option.guess)}
              data-testid={`hilo-${option.guess}`}
            >
              <span className="hilo__guess-name">{t(`hilo.guess.${guessWording(card, option.guess)}`)}</span>
              <span>{t('hilo.chance', { chance: percent.format(option.chanceThirteenths / 13) })}</span>
              <span>
                {formatMultiplier(option.multiplierTenThousandths, iso)} · <MoneyText money={option.payout} />
              </span>
            </Button>
          ))}
          <Button
            variant="ghost"
            aria-disabled={!play.canAct || vm.skipsLeft <= 0 || undefined}
            onClick={() => void vm.skip()}
            data-testid="hilo-skip"
          >
            {t('hilo.skip', { left: vm.skipsLeft })}
          </Button>
        </div>
      ) : null}
      {steps.length > 0 ? (
        <section aria-labelledby="hilo-history">
          <h2 id="hilo-history" className="visually-hidden">
            {t('hilo.history')}
          </h2>
          <ol className="hilo__history plain-list" data-testid="hilo-history">
            {steps.map((step, index) => (
              <li key={index} className="hilo__step">
                <HiloCardView card={step.card} size="small" />
                <span className="hilo__step-action">
                  {t(`hilo.step.${step.action}`)}
                  {step.correct === null
                    ? null
                    : ` ${t(step.correct ? 'hilo.step.right' : 'hilo.step.wrong')}`}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
});

function HiloPage() {
  const vm = useViewModel(HILO_VM);
  const describe = useDescribe();
  return (
    <RoundGamePage
      play={vm.play}
      board={<HiloBoard vm={vm} />}
      payout={vm.currentPayout ? <MoneyText money={vm.currentPayout} /> : null}
      describe={describe}
      onStart={() => void vm.begin()}
    />
  );
}

export default observer(HiloPage);
