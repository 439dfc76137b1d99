import type { SportId } from '@casino/core';
import { memo } from 'react';
import { crestSrc } from './crest.ts';
import './sportArt.css';

/**
 * A sport's icon (`public/sports/<sport>.svg`, drawn in-house) at the size it is shown, loaded as an image so the
 * pages' scripts carry none of it. Decorative: the sport's name is written beside it.
 */
export function SportIcon({ sport, size = 20 }: { sport: SportId; size?: number }) {
  return (
    <img
      className="sport-icon"
      src={`/sports/${sport}.svg`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A side's crest (crest.ts), generated from its name; decorative, as the name is written beside it. Kept as it is when
 * its row draws again for a price move: the same name is the same picture.
 */
export const TeamCrest = memo(function TeamCrest({ name, size = 20 }: { name: string; size?: number }) {
  return (
    <img
      className="team-crest"
      src={crestSrc(name)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-crest={name}
    />
  );
});
