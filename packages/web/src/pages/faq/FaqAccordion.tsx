import { useId, useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { FaqEntry } from '@casino/core';
import type { FaqViewModel } from './FaqViewModel.ts';
import './faq.css';

/** Where the arrow, Home and End keys move focus among the question buttons (WAI-ARIA accordion). */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Each question is a button (Enter and Space open it) that controls its answer region. */
export const FaqAccordion = observer(function FaqAccordion({
  entries,
  vm,
}: {
  entries: readonly FaqEntry[];
  vm: FaqViewModel;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextIndex(event.key, index, entries.length);
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  }

  return (
    <div className="faq">
      {entries.map((entry, index) => {
        const open = vm.isOpen(entry.id);
        const buttonId = `${baseId}-q-${index}`;
        const panelId = `${baseId}-a-${index}`;
        return (
          <div key={entry.id} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
            <h2 className="faq__question">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className="faq__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => vm.toggle(entry.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{entry.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!open}>
              <p className="page-text">{entry.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
});
