import { useCallback, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RevealedSeedPair, SettledBet } from '@casino/core';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { FairnessButton } from '../../../components/fairness/FairnessButton.tsx';
import { verifierPath } from '../../../components/fairness/verifierQuery.ts';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { WinTier, WinTierRule } from '../../../components/games/WinTier.tsx';
import { BetPanel } from '../bet/BetPanel.tsx';
import { OtherGames } from '../OtherGames.tsx';
import { AutoBetForm } from './AutoBetForm.tsx';
import type { InstantGameViewModel, PlayMode } from './InstantGameViewModel.ts';
import { LastResults } from './LastResults.tsx';
import { PlayOptions } from './PlayOptions.tsx';
import { useHotkeys, useReducedMotion } from './useHotkeys.ts';
import { useOutcomeText } from './useOutcomeText.ts';
import { usePageStart } from './usePageStart.ts';
import '../../../components/page/pages.css';
import './play.css';
import { LiveFeedSlot } from '../../../components/liveFeed/LiveFeedSlot.tsx';

export interface InstantGamePageProps {
  readonly vm: InstantGameViewModel;
  /** The game's board, drawn from the board's own view model. */
  readonly board: ReactNode;
  /** What came out, in the game's words: "Roll 63.21". */
  readonly describe: (bet: SettledBet) => string;
  /** The outcome in a few characters, for the results strip. */
  readonly short: (bet: SettledBet) => string;
  readonly stakeLabelKey?: string;
}

/**
 * The page of an instant game: board, bet panel with its manual and auto tabs, the table settings and hotkeys, the
 * last results (each opening the verifier), the Fairness dialog and the rules. The outcome is announced in a polite
 * live region once the board has shown it.
 */
export const InstantGamePage = observer(function InstantGamePage(props: InstantGamePageProps) {
  const { vm, board, describe, short, stakeLabelKey } = props;
  const { t } = useTranslation('games');
  const game = vm.board.game;
  const sentence = useOutcomeText(describe);
  useDocumentTitle(t(`original.${game}`));
  usePageStart(vm);
  useHotkeys(useCallback((key: string) => vm.pressKey(key), [vm]));
  useReducedMotion(useCallback((reduced: boolean) => vm.setReducedMotion(reduced), [vm]));
  const revealed = useCallback((pair: RevealedSeedPair) => vm.results.reveal(pair), [vm]);
  const modes = [
    { key: 'manual', label: t('play.tabs.manual') },
    { key: 'auto', label: t('play.tabs.auto') },
  ] as const;

  return (
    <div className="page" data-page={`game-${game}`}>
      <PageHeading subtitle={t(`originalAbout.${game}.tagline`)}>{t(`original.${game}`)}</PageHeading>
      <div className="instant-game">
        <section className="instant-game__board" aria-label={t('play.board')}>
          {board}
          <p className="instant-game__outcome" data-testid="game-outcome" aria-hidden="true">
            {vm.announced ? sentence(vm.announced) : null}
          </p>
          {vm.announced ? (
            <WinTier key={vm.announced.id} stake={vm.announced.stake} payout={vm.announced.payout} />
          ) : null}
        </section>
        <div className="instant-game__side">
          <div className="bet-panel">
            <Tabs
              items={modes}
              selected={vm.mode}
              onSelect={(mode: PlayMode) => vm.chooseMode(mode)}
              label={t('play.tabs.label')}
            >
              {vm.mode === 'manual' ? (
                <BetPanel
                  panel={vm.panel}
                  onPlace={() => void vm.bet()}
                  stakeLabelKey={stakeLabelKey}
                  embedded
                />
              ) : (
                <>
                  <BetPanel panel={vm.panel} stakeLabelKey={stakeLabelKey} embedded hideSubmit />
                  <AutoBetForm auto={vm.auto} />
                </>
              )}
            </Tabs>
          </div>
          <PlayOptions preferences={vm.preferences} hotkeys={vm.board.hotkeys} />
          <FairnessButton onRevealed={revealed} />
        </div>
      </div>
      <LastResults results={vm.results} short={short} sentence={sentence} verifierPath={verifierPath} />
      <section className="page-section" aria-labelledby="game-rules">
        <h2 id="game-rules" className="page-section__title">
          {t('rulesTitle')}
        </h2>
        <p className="page-text">{t(`originalAbout.${game}.rules`)}</p>
        <WinTierRule />
      </section>
      <div
        className="visually-hidden"
        aria-live="polite"
        data-testid="game-announcement"
        data-bet={vm.announced?.id}
      >
        {vm.announced ? sentence(vm.announced) : null}
      </div>
      <LiveFeedSlot />
      <OtherGames current={game} />
    </div>
  );
});
