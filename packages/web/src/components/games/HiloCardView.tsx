import { useTranslation } from 'react-i18next';
import type { HiloCard } from '@casino/core';
import './hiloCard.css';

const SUIT_SYMBOLS = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;

/** The card's name in words ("Three of spades"), for the live region and a card's label. */
export function useCardName(): (card: HiloCard) => string {
  const { t } = useTranslation('gameRounds');
  return (card) => t('hilo.card', { rank: t(`hilo.rank.${card.rank}`), suit: t(`hilo.suit.${card.suit}`) });
}

/** One card: rank and suit symbol drawn, its name read out; the suit is a symbol, never a colour alone. */
export function HiloCardView({
  card,
  size = 'large',
}: {
  readonly card: HiloCard;
  readonly size?: 'large' | 'small';
}) {
  const name = useCardName();
  return (
    <span
      className={`hilo-card hilo-card--${size} hilo-card--${card.suit}`}
      role="img"
      aria-label={name(card)}
      data-card={card.index}
    >
      <span aria-hidden="true">
        {card.rank}
        {SUIT_SYMBOLS[card.suit]}
      </span>
    </span>
  );
}
