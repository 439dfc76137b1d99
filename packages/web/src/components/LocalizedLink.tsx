import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useLocalizedPath } from './useLocalizedPath.ts';

export interface LocalizedLinkProps extends Omit<LinkProps, 'to'> {
  /** An unprefixed in-app path: `/games/dice`. */
  readonly to: string;
}

/** A link that keeps the player's locale prefix. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(function LocalizedLink(
  { to, ...rest },
  ref,
) {
  const localize = useLocalizedPath();
  return <Link ref={ref} to={localize(to)} {...rest} />;
});
