import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizedPath } from './useLocalizedPath.ts';

export interface LocalizedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An unprefixed in-app path: `/games/dice`. */
  readonly to: string;
  /** Replaces the current entry of the history instead of adding one (by default only a link to the page itself). */
  readonly replace?: boolean;
}

/** A click the app handles itself: the main button, no modifier (a new tab or window), and no other target. */
function inAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link that keeps the player's locale prefix. Its `to` is always an absolute in-app path, so its address is known
 * at once: unlike the router's `Link`, which resolves a path three times as it renders (its `href`, its click
 * handler, its navigate), this one writes it once (issue 35, item 4: the server renders dozens of links a page).
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps>(function LocalizedLink(
  { to, replace, onClick, target, ...rest },
  ref,
) {
  const href = useLocalizedPath()(to);
  const navigate = useNavigate();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !inAppClick(event, target)) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    void navigate(href, { replace: replace ?? here === href });
  };
  return <a {...rest} href={href} onClick={handleClick} ref={ref} target={target} />;
});
