import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './Tabs.css';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: ReactNode;
}

export interface TabsProps<K extends string> {
  readonly items: readonly TabItem<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  /** Names the tab list for screen readers. */
  readonly label: string;
  readonly children?: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; the panel is labelled by the selected tab. */
export function Tabs<K extends string>({ items, selected, onSelect, label, children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selectedIndex === last
          ? 0
          : selectedIndex + 1
        : event.key === 'ArrowLeft'
          ? selectedIndex === 0
            ? last
            : selectedIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    onSelect(item.key);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.key}
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={`${baseId}-tab-${item.key}`}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={children !== undefined ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children !== undefined ? (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${items[selectedIndex]?.key ?? ''}`}
          tabIndex={0}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
