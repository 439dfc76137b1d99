import type { CSSProperties } from 'react';
import { KENO_MAX_PICKS } from '@casino/core';
import { KENO_STEP_MS, type KenoDraw } from './KenoBoard.ts';

/**
 * The draw's balls in the order they came out, rolling in one by one at the pace the squares light up (all at once
 * in instant mode or with reduced motion). A hit carries a star as well as its colour. Decorative: the board's state
 * line names the draw once it has landed.
 */
export function KenoBalls({ draw }: { readonly draw: KenoDraw | null }) {
  const slots = Array.from({ length: KENO_MAX_PICKS }, (_, index) => draw?.drawn[index] ?? null);
  return (
    <ol className="keno-balls" aria-hidden="true" key={draw?.id ?? 'none'}>
      {slots.map((ball, index) =>
        ball === null ? (
          <li key={index} className="keno-balls__slot" />
        ) : (
          <li
            key={index}
            className={[
              'keno-balls__ball',
              draw?.picks.includes(ball) ? 'keno-balls__ball--hit' : '',
              draw?.animated ? 'keno-balls__ball--rolling' : '',
            ].join(' ')}
            style={{ '--order': `${index * KENO_STEP_MS}ms` } as CSSProperties}
          >
            {draw?.picks.includes(ball) ? <span className="keno-balls__star">★</span> : null}
            {ball}
          </li>
        ),
      )}
    </ol>
  );
}
