import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawHighlight, formatMoney, ROOM_DRAW_MS, seatHolders, type RoomRound } from '@casino/core';
import { useLocale } from '../../../i18n/useLocale.ts';

/** Milliseconds into the reveal: runs once per draw seen live, at once at its end for reduced motion or a past one. */
function useRevealClock(roundId: number, live: boolean): number {
  const [elapsed, setElapsed] = useState(live ? 0 : ROOM_DRAW_MS);
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!live || reduced) {
      setElapsed(ROOM_DRAW_MS);
      return undefined;
    }
    setElapsed(0);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const passed = now - start;
      setElapsed(passed);
      if (passed < ROOM_DRAW_MS) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [roundId, live]);
  return elapsed;
}

/**
 * A room's draw on screen (issue 17): every seat with its holder, a highlight that goes round them and slows onto the
 * winning seat, then the winner in words. The seats are a picture (hidden from screen readers); the result is a
 * status message, said once when the reveal ends, never seat by seat.
 */
export function RoomDraw({ round, live }: { round: RoomRound; live: boolean }) {
  const { t } = useTranslation('gameLive');
  const { iso } = useLocale();
  const holders = seatHolders(round);
  const winning = round.winningSeat ?? 0;
  const elapsed = useRevealClock(round.id, live);
  const done = elapsed >= ROOM_DRAW_MS;
  const lit = drawHighlight(elapsed, holders.length, winning);
  const amount = formatMoney({ minor: round.payoutMinor, currency: 'RUB' }, iso);
  const winner = holders[winning];
  return (
    <section className="page-section room-draw" aria-labelledby="room-draw-title" data-room-draw={round.id}>
      <h2 id="room-draw-title" className="page-section__title">
        {t('roomGame.drawTitle', { id: round.id })}
      </h2>
      <ol className="room-draw__seats" aria-hidden="true">
        {holders.map((holder, seat) => (
          <li
            key={seat}
            className="room-draw__seat"
            data-lit={seat === lit ? 'true' : undefined}
            data-won={done && seat === winning ? 'true' : undefined}
            data-mine={holder.mine ? 'true' : undefined}
          >
            <span className="room-draw__number">{seat + 1}</span>
            <span className="room-draw__holder">
              {holder.mine ? t('crashGame.you') : (holder.player ?? t('crashGame.hidden'))}
            </span>
          </li>
        ))}
      </ol>
      <p className="room-draw__result" role="status">
        {!done
          ? t('roomGame.drawing')
          : winner?.mine
            ? t('roomGame.youWon', { seat: winning + 1, amount })
            : t('roomGame.seatWins', {
                seat: winning + 1,
                player: round.winner ?? t('crashGame.hidden'),
                amount,
              })}
      </p>
    </section>
  );
}
