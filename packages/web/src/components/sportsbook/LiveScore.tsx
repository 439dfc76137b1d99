import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportEvent } from '@casino/core';
import { clockText } from './sportsText.ts';
import { changedSide, matchTime, type ScoreSide } from './liveScore.ts';
import { onSecond } from './secondTicker.ts';
import './liveScore.css';

/** How long a new score stays marked: long enough to see, short enough to be gone before the next one. */
export const SCORE_MARK_MS = 2_500;

/**
 * Seconds since the match minute last moved, shown while the clock is on screen; null until the page runs (the server's
 * render and the hydrating one show the minute alone, as the server sent it). They stop at 59 until the next minute
 * comes. Every clock on the page moves in one shared tick (`onSecond`), and a clock out of sight does not tick at all:
 * its seconds are drawn for the eye alone (a screen reader reads the minute), and they are worked out from the time the
 * minute moved, so a clock scrolled back into view shows the right second at once.
 */
function useSecondsInMinute(minute: number | null, clock: RefObject<HTMLElement | null>): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    startTransition(() => setSeconds(0));
    if (minute === null) return;
    const since = Date.now();
    const show = (now: number) => setSeconds(Math.min(59, Math.max(0, Math.floor((now - since) / 1_000))));
    let stop: (() => void) | null = null;
    const ticking = (inSight: boolean) => {
      if (inSight && !stop) {
        startTransition(() => show(Date.now()));
        stop = onSecond(show);
      } else if (!inSight && stop) {
        stop();
        stop = null;
      }
    };
    const element = clock.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      ticking(true);
      return () => ticking(false);
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) ticking(entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      ticking(false);
    };
  }, [minute, clock]);
  return seconds;
}

/**
 * The live clock as a bettor reads it: minutes and seconds ticking, with the period; sets and maps as their number. A
 * screen reader reads the minute (`clockText`), not every second.
 */
export function MatchClock({ event }: { event: SportEvent }) {
  const { t } = useTranslation('betting');
  const minute = event.clock?.minute ?? null;
  const clock = useRef<HTMLSpanElement>(null);
  const seconds = useSecondsInMinute(minute, clock);
  if (!event.clock) return null;
  if (minute === null || seconds === null)
    return (
      <span className="match-clock" ref={clock}>
        {clockText(t, event)}
      </span>
    );
  return (
    <span className="match-clock" ref={clock}>
      <span aria-hidden="true" data-testid="match-clock">
        {t('clock.running', { time: matchTime(minute, seconds), period: event.clock.period })}
      </span>
      <span className="visually-hidden">{clockText(t, event)}</span>
    </span>
  );
}

/** The side whose score just moved, cleared after `SCORE_MARK_MS`; none on the first render (nor on the server's). */
function useScoreMark(score: SportEvent['score']): ScoreSide | null {
  const last = useRef(score);
  const [mark, setMark] = useState<{ side: ScoreSide; at: number } | null>(null);
  useEffect(() => {
    const side = changedSide(last.current, score);
    last.current = score;
    if (side === null) return;
    setMark((previous) => ({ side, at: (previous?.at ?? 0) + 1 }));
  }, [score]);
  useEffect(() => {
    if (mark === null) return;
    const timer = setTimeout(() => setMark(null), SCORE_MARK_MS);
    return () => clearTimeout(timer);
  }, [mark]);
  return mark?.side ?? null;
}

/**
 * The score, marked for a moment when it changes: the side that scored grows bold and underlined, a word says what
 * happened (a goal, points, a set), and it pulses where motion is welcome; never by colour alone.
 */
export function LiveScore({
  event,
  className,
  label,
}: {
  event: SportEvent;
  className: string;
  label?: string;
}) {
  const { t } = useTranslation('betting');
  const score = event.score;
  const mark = useScoreMark(score);
  if (!score) return null;
  const side = (which: 'home' | 'away') => (
    <span
      className={
        mark === which || mark === 'both' ? 'live-score__side live-score__side--new' : 'live-score__side'
      }
    >
      {score[which]}
    </span>
  );
  return (
    <span className={`${className} live-score`} aria-label={label} data-score-mark={mark ?? undefined}>
      {side('home')}:{side('away')}
      {mark ? (
        <span className="live-score__mark" data-testid="score-mark">
          {t(`scoreChanged.${event.sport}`)}
        </span>
      ) : null}
    </span>
  );
}
