import { NavLink } from 'react-router';
import { useLocalizedPath } from '../useLocalizedPath.ts';

export interface SubNavItem {
  readonly to: string;
  readonly label: string;
  /** Only the exact path marks the item current (an index route). */
  readonly end?: boolean;
}

/** A row of in-section links; the current one carries aria-current="page". */
export function SubNav({ items, label }: { items: readonly SubNavItem[]; label: string }) {
  const localize = useLocalizedPath();
  return (
    <nav aria-label={label}>
      <ul className="sub-nav">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink className="sub-nav__link" to={localize(item.to)} end={item.end ?? true}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
