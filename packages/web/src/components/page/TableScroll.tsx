import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls sideways inside a named region the keyboard can reach, so the
 * page itself never scrolls sideways.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="data-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
