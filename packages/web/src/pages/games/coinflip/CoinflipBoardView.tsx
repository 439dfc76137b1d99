import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formatMultiplier } from '../../../components/games/formatGame.ts';
import type { CoinflipBoard } from './CoinflipBoard.ts';
import './coinflip.css';

/** The coin (its face carries a letter and the side's name, not a colour) and the heads or tails choice. */
export const CoinflipBoardView = observer(function CoinflipBoardView({
  board,
  disabled,
}: {
  board: CoinflipBoard;
  disabled: boolean;
}) {
  const { t } = useTranslation(['gameCoinflip', 'games']);
  const { iso } = useLocale();
  const landed = board.landed;
  const face = landed?.side ?? board.side;
  // In the air the coin shows no side: the side is told when it lands.
  const flying = landed !== null && !landed.landed;
  return (
    <div className="coinflip">
      <div
        key={landed?.animated ? landed.id : 'still'}
        className={`coinflip__coin coinflip__coin--${flying ? 'air' : face} ${
          landed?.animated ? 'coinflip__coin--flipping' : ''
        }`}
        data-testid="coin"
      >
        <span className="coinflip__letter" aria-hidden="true">
          {flying ? '?' : t(`coinflip.letter.${face}`)}
        </span>
        <span className="coinflip__name">{flying ? t('coinflip.flipping') : t(`coinflip.${face}`)}</span>
      </div>
      <div className="coinflip__sides" role="radiogroup" aria-label={t('coinflip.choose')}>
        {(['heads', 'tails'] as const).map((side) => (
          <label key={side} className="choice-toggle">
            <input
              type="radio"
              name="coinflip-side"
              checked={board.side === side}
              disabled={disabled}
              onChange={() => board.chooseSide(side)}
            />
            <span>{t(`coinflip.${side}`)}</span>
          </label>
        ))}
      </div>
      <p className="board-state">
        {t('coinflip.pays', { multiplier: formatMultiplier(board.multiplier, iso) })}
        {landed?.landed ? ` ${t(landed.won ? 'games:play.won' : 'games:play.lost')}` : null}
      </p>
    </div>
  );
});
