import type { HTMLAttributes } from 'react';
import './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for a self-contained item (a game, a tournament), `section` for a page block. */
  readonly as?: 'div' | 'article' | 'section' | 'li';
}

export function Card({ as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag className={['card', className].filter(Boolean).join(' ')} {...rest} />;
}
