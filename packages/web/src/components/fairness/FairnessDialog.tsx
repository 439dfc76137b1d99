import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { RevealedSeedPair } from '@casino/core';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/useViewModel.ts';
import { ModalFrame } from '../modal/ModalFrame.tsx';
import { Button } from '../Button.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { LoadingState } from '../LoadingState.tsx';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { TextField } from '../form/TextField.tsx';
import { FAIRNESS_VM } from './FairnessViewModel.ts';
import { RevealedPair } from './RevealedPair.tsx';
import { SeedValue } from './SeedValue.tsx';
import './fairness.css';

/** The active seed pair of the player and the way to change or rotate it (issue: provable fairness). */
export const FairnessDialog = observer(function FairnessDialog({
  onClose,
  onRevealed,
}: {
  readonly onClose: () => void;
  /** Told of the pair a rotation here revealed. */
  readonly onRevealed?: (pair: RevealedSeedPair) => void;
}) {
  const { t } = useTranslation('fairnessDialog');
  const vm = useViewModel(FAIRNESS_VM);
  useEffect(() => void vm.load(), [vm]);
  const clientSeedId = useId();
  const previousHeading = useRef<HTMLHeadingElement>(null);
  // A busy button is disabled and drops focus; focus goes where the answer is, so the dialog keeps it.
  const revealed = vm.rotated ? vm.previous : null;
  useEffect(() => {
    if (revealed) previousHeading.current?.focus();
  }, [revealed]);
  useEffect(() => {
    if (revealed) onRevealed?.(revealed);
  }, [revealed, onRevealed]);
  const savedPair = vm.saved ? vm.current : null;
  useEffect(() => {
    if (savedPair) document.getElementById(clientSeedId)?.focus();
  }, [savedPair, clientSeedId]);
  return (
    <ModalFrame name="fairness" title={t('title')} onClose={onClose}>
      <div className="fairness">
        <p>{t('intro')}</p>
        {vm.status === 'loggedOut' ? <p>{t('loggedOut')}</p> : null}
        {vm.status === 'loading' ? <LoadingState label={t('loading')} /> : null}
        {vm.status === 'error' ? <ErrorState message={t('error')} onRetry={() => void vm.load()} /> : null}
        {vm.status === 'ready' && vm.current ? (
          <>
            <section aria-labelledby="fairness-active" className="fairness__section">
              <h3 id="fairness-active">{t('active')}</h3>
              <dl className="seed-list">
                <SeedValue label={t('commitment')} value={vm.current.serverSeedHashed} />
                <SeedValue label={t('nonce')} value={String(vm.current.nonce)} />
                <SeedValue label={t('nextCommitment')} value={vm.current.nextServerSeedHashed} />
              </dl>
              <p className="fairness__hint">{t('nextCommitmentHint')}</p>
              <form
                className="fairness__client-seed"
                onSubmit={(event) => {
                  event.preventDefault();
                  void vm.saveClientSeed();
                }}
              >
                <TextField
                  id={clientSeedId}
                  label={t('clientSeed')}
                  value={vm.clientSeedDraft}
                  onValueChange={(value) => vm.editClientSeed(value)}
                  hint={t('clientSeedHint')}
                  error={vm.showDraftError ? t('clientSeedInvalid') : null}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={64}
                />
                <div className="fairness__actions">
                  <Button variant="ghost" size="small" onClick={() => vm.randomClientSeed()}>
                    {t('random')}
                  </Button>
                  <Button
                    type="submit"
                    variant="secondary"
                    size="small"
                    busy={vm.saving}
                    disabled={!vm.draftChanged}
                  >
                    {t('save')}
                  </Button>
                </div>
                <p
                  className="fairness__hint"
                  data-client-seed-origin={vm.current.clientSeedByPlayer ? 'player' : 'site'}
                >
                  {vm.current.clientSeedByPlayer ? t('clientSeedByPlayer') : t('clientSeedBySite')}
                </p>
                <p role="status" className="fairness__status">
                  {vm.saved ? t('saved') : ''}
                </p>
              </form>
              <Button busy={vm.rotating} onClick={() => void vm.rotate()}>
                {t('rotate')}
              </Button>
              <p className="fairness__hint">{t('rotateHint')}</p>
              {vm.rotationWaitsForRound ? (
                <p role="alert" className="fairness__status">
                  {t('roundOpen')}
                </p>
              ) : null}
            </section>
            <section aria-labelledby="fairness-previous" className="fairness__section">
              <h3 id="fairness-previous" ref={previousHeading} tabIndex={-1}>
                {t('previous')}
              </h3>
              <p role="status" className="fairness__status">
                {vm.rotated ? t('rotated') : ''}
              </p>
              {vm.nextCommitmentKept === null ? null : (
                <p className="fairness__status" role={vm.nextCommitmentKept ? undefined : 'alert'}>
                  {vm.nextCommitmentKept ? t('nextKept') : t('nextBroken')}
                </p>
              )}
              {vm.previous ? (
                <RevealedPair pair={vm.previous} lastBet={vm.previousLastBet} onNavigate={onClose} />
              ) : (
                <p>{t('noPrevious')}</p>
              )}
            </section>
          </>
        ) : null}
        <p>
          <LocalizedLink to="/fairness" onClick={onClose}>
            {t('openVerifier')}
          </LocalizedLink>
        </p>
      </div>
    </ModalFrame>
  );
});
