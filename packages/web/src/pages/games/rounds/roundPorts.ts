import type { PlayRound, ResumeRound, StartRound } from '@casino/core';
import type { ModalOpener, SessionView } from '../../../components/page/pagePorts.ts';
import type { BetPanelViewModel } from '../bet/BetPanelViewModel.ts';

/** What a miner or hilo page plays with: the core's round use cases, the stake panel, the session and the modals. */
export interface RoundPlayDeps {
  readonly startRound: Pick<StartRound, 'execute'>;
  readonly playRound: Pick<PlayRound, 'act' | 'cashOut'>;
  readonly resumeRound: Pick<ResumeRound, 'execute'>;
  readonly panel: BetPanelViewModel;
  readonly session: Pick<SessionView, 'isLoggedIn' | 'user'>;
  readonly modals: Pick<ModalOpener, 'open'>;
  /** Whether the browser is online; a round is looked up again when the connection comes back. */
  readonly network: { readonly online: boolean };
}
