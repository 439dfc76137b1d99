import { makeAutoObservable } from 'mobx';
import type {
  AutoBet,
  AutoBetPlan,
  AutoBetProgress,
  AutoBetStopReason,
  Currency,
  Money,
  SettledBet,
  StakeChange,
} from '@casino/core';
import type { BetPanelViewModel } from '../bet/BetPanelViewModel.ts';
import { parseStake } from '../bet/stakeInput.ts';

export interface AutoBetAttachment {
  readonly panel: BetPanelViewModel;
  /** Shows a bet of the series on the board (and announces it). */
  readonly show: (bet: SettledBet) => void;
  /** The pause between two bets: long enough for the board to show each one. */
  readonly pauseMs: () => number;
}

export type ChangeKind = StakeChange['kind'];
type Rules = Omit<AutoBetPlan, 'params' | 'stake' | 'delayMs'>;

const WHOLE_NUMBER = /^\d{1,6}$/;

/**
 * The auto-bet tab: how many bets (empty: until stopped), what a win and a loss do to the stake (back to the first
 * stake, or up by a percentage), and the net profit or loss that stops the series. The series is the core's AutoBet;
 * it starts from the panel's checks (log in, top up, limits) and stops on an error, an empty balance, `stop()`, or
 * when the page is left (`dispose`).
 */
export class AutoBetViewModel {
  countInput = '10';
  onWin: ChangeKind = 'reset';
  onWinPercent = '100';
  onLoss: ChangeKind = 'reset';
  onLossPercent = '100';
  stopProfitInput = '';
  stopLossInput = '';
  progress: AutoBetProgress | null = null;
  end: AutoBetStopReason | null = null;
  readonly #autoBet: AutoBet;
  #attached: AutoBetAttachment | null = null;

  constructor(autoBet: AutoBet) {
    this.#autoBet = autoBet;
    makeAutoObservable(this);
  }

  attach(attachment: AutoBetAttachment): void {
    this.#attached = attachment;
  }

  get running(): boolean {
    return this.progress?.running ?? false;
  }

  get betsDone(): number {
    return this.progress?.betsMade ?? 0;
  }

  get net(): Money | null {
    return this.progress?.net ?? null;
  }

  get currency(): Currency | null {
    return this.#attached?.panel.currency ?? null;
  }

  /** The form as the series' rules, or null while a field is not a number. */
  get rules(): Rules | null {
    const currency = this.currency;
    const count = this.countInput.trim();
    if (!currency || (count !== '' && (!WHOLE_NUMBER.test(count) || Number(count) < 1))) return null;
    const onWin = change(this.onWin, this.onWinPercent);
    const onLoss = change(this.onLoss, this.onLossPercent);
    const stopOnProfit = optionalMoney(this.stopProfitInput, currency);
    const stopOnLoss = optionalMoney(this.stopLossInput, currency);
    if (!onWin || !onLoss || stopOnProfit === undefined || stopOnLoss === undefined) return null;
    return { bets: count === '' ? null : Number(count), onWin, onLoss, stopOnProfit, stopOnLoss };
  }

  setCount(text: string): void {
    this.countInput = text;
  }

  setOnWin(kind: ChangeKind, percent = this.onWinPercent): void {
    this.onWin = kind;
    this.onWinPercent = percent;
  }

  setOnLoss(kind: ChangeKind, percent = this.onLossPercent): void {
    this.onLoss = kind;
    this.onLossPercent = percent;
  }

  setStopProfit(text: string): void {
    this.stopProfitInput = text;
  }

  setStopLoss(text: string): void {
    this.stopLossInput = text;
  }

  /** Runs the series with the board's choice and the panel's stake; resolves when it has stopped. */
  async start(): Promise<void> {
    const attached = this.#attached;
    const rules = this.rules;
    if (this.running || !attached || !rules) return;
    const request = attached.panel.prepareBet();
    if (!request) return;
    this.end = null;
    const report = await this.#autoBet.run(
      {
        ...rules,
        params: request.params,
        stake: request.stake,
        delayMs: attached.pauseMs(),
        // The board shows each bet and adds its payout to the balance when it has (issue 38).
        holdPayout: true,
      },
      (progress) => this.#advance(progress, attached),
    );
    this.#stopped(report.reason);
  }

  stop(): void {
    this.#autoBet.stop();
  }

  #advance(progress: AutoBetProgress, attached: AutoBetAttachment): void {
    const shown = this.progress?.lastBet;
    this.progress = progress;
    if (progress.lastBet && progress.lastBet !== shown) attached.show(progress.lastBet);
  }

  #stopped(reason: AutoBetStopReason): void {
    this.end = reason;
  }
}

function change(kind: ChangeKind, percentText: string): StakeChange | null {
  if (kind === 'reset') return { kind };
  const text = percentText.trim().replace(',', '.');
  const percent = Number(text);
  return text !== '' && Number.isFinite(percent) && percent > 0 && percent <= 1000 ? { kind, percent } : null;
}

/** An empty field is no limit (null); text that is not an amount makes the rules invalid (undefined). */
function optionalMoney(text: string, currency: Currency): Money | null | undefined {
  if (text.trim() === '') return null;
  return parseStake(text, currency) ?? undefined;
}
