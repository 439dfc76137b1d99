import type { TFunction } from 'i18next';
import {
  dateTimeFormat,
  dateTimeOptions,
  numberFormat,
  oddsText,
  type Market,
  type MarketKey,
  type OddsFormat,
  type SlipLeg,
  type SportEvent,
  type SportsBetLeg,
} from '@casino/core';

/** Odds in the player's format; decimals with the locale's separator. */
export function formatOdds(odds: number, format: OddsFormat, iso: string): string {
  if (format !== 'decimal') return oddsText(odds, format);
  return numberFormat(iso, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(odds / 100);
}

/** A line as a bettor reads it: a handicap signed (+1.5, −0.5), a total plain. */
export function formatLine(line: number, signed: boolean, iso: string): string {
  const text = numberFormat(iso, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.abs(line),
  );
  if (!signed) return text;
  return `${line > 0 ? '+' : line < 0 ? '−' : ''}${text}`;
}

export interface Sides {
  readonly home: string;
  readonly away: string;
}

/** A market's name in the page's language. */
export function marketName(t: TFunction, key: MarketKey): string {
  return t(`markets.${key}`);
}

/** An outcome's name in the page's language: the side's own name where it is one, the line where there is one. */
export function outcomeName(
  t: TFunction,
  key: MarketKey,
  outcome: string,
  line: number | null,
  sides: Sides,
  iso: string,
): string {
  const side = outcome === 'home' ? sides.home : outcome === 'away' ? sides.away : null;
  if (key === 'handicap' && side !== null && line !== null) {
    const own = outcome === 'home' ? line : -line;
    return `${side} (${formatLine(own, true, iso)})`;
  }
  if (key === 'total' && line !== null)
    return t(`outcomes.${outcome}`, { line: formatLine(line, false, iso) });
  if (side !== null) return side;
  return t(`outcomes.${outcome}`, { home: sides.home, away: sides.away });
}

/**
 * What the slip stores to name a leg (language-free, so it reads right after a language switch): the event as
 * "home — away", the market as its key with its line, the selection as its outcome.
 */
export function slipNames(event: SportEvent, market: Market, outcome: string) {
  return {
    eventName: `${event.home} — ${event.away}`,
    marketName: market.line === null ? market.key : `${market.key}|${market.line}`,
    selectionName: outcome,
  };
}

const SEPARATOR = ' — ';

/** A slip leg's names in the page's language. */
export function legText(
  t: TFunction,
  leg: SlipLeg,
  iso: string,
): { event: string; market: string; selection: string } {
  const [home = '', away = ''] = leg.eventName.split(SEPARATOR);
  const [key = '', lineText] = leg.marketName.split('|');
  const line = lineText === undefined ? null : Number(lineText);
  const market = key as MarketKey;
  return {
    event: leg.eventName,
    market: marketName(t, market),
    selection: outcomeName(
      t,
      market,
      leg.selectionName,
      Number.isFinite(line) ? line : null,
      { home, away },
      iso,
    ),
  };
}

/** A placed bet's leg in the page's language. */
export function betLegText(
  t: TFunction,
  leg: SportsBetLeg,
  iso: string,
): { market: string; selection: string } {
  return {
    market: marketName(t, leg.market),
    selection: outcomeName(t, leg.market, leg.outcome, leg.line, leg, iso),
  };
}

/**
 * A kick-off time: today's as a time, another day's with its date, both in `timeZone` (the browser's own when not
 * given; UTC while a page the server rendered is hydrated, `useDisplayTimeZone`).
 */
export function startText(startAt: number, now: number, iso: string, timeZone?: string): string {
  const zone = timeZone === undefined ? {} : { timeZone };
  const day = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...zone });
  const sameDay = day.format(startAt) === day.format(now);
  const options = sameDay
    ? ({ hour: '2-digit', minute: '2-digit', hour12: false } as const)
    : dateTimeOptions(iso, { dateStyle: 'medium', withTime: true });
  return dateTimeFormat(iso, { ...options, ...zone }).format(startAt);
}

/** The live clock: the minute where the sport has one, else the set or map. */
export function clockText(t: TFunction, event: SportEvent): string {
  const clock = event.clock;
  if (!clock) return '';
  if (clock.minute === null)
    return t(`clock.${event.sport === 'esports' ? 'map' : 'set'}`, { period: clock.period });
  return t('clock.minute', { minute: clock.minute, period: clock.period });
}
