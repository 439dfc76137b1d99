import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SportEvent } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatLine, marketName } from '../../components/sportsbook/sportsText.ts';
import { groupMarkets } from '../../components/sportsbook/marketGroups.ts';
import { OddsButton } from './OddsButton.tsx';
import type { SportEventViewModel } from './SportEventViewModel.ts';
import './marketGroups.css';

/**
 * An event's markets in collapsible groups (issue 36): each group's heading is a button that says whether the group
 * is open (`aria-expanded`) and names the part it shows or hides (`aria-controls`), so Enter or Space folds it and a
 * screen reader says so. A folded group keeps its heading in place; every group starts open.
 */
export const MarketGroups = observer(function MarketGroups({
  event,
  vm,
}: {
  event: SportEvent;
  vm: SportEventViewModel;
}) {
  const { t } = useTranslation('betting');
  const { iso } = useLocale();
  return groupMarkets(event.markets).map((group) => {
    const open = !vm.isFolded(group.id);
    const panel = `market-group-${event.id}-${group.id}`;
    return (
      <section key={group.id} className="market-group" data-group={group.id}>
        <h2 className="market-group__title">
          <button
            type="button"
            className="market-group__toggle"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => vm.toggleGroup(group.id)}
          >
            <span className="market-group__chevron" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            {t(`marketGroups.${group.id}`)}
          </button>
        </h2>
        <div id={panel} hidden={!open}>
          {group.markets.map((market) => (
            <section key={market.id} className="market" aria-labelledby={`market-${market.id}`}>
              <h3 id={`market-${market.id}`} className="market__title">
                {marketName(t, market.key)}
                {market.key === 'total' && market.line !== null
                  ? ` ${formatLine(market.line, false, iso)}`
                  : ''}
              </h3>
              <div className="market__selections">
                {market.selections.map((selection) => (
                  <OddsButton
                    key={selection.id}
                    event={event}
                    market={market}
                    selection={selection}
                    slip={vm.slip}
                    line={vm.line}
                    named
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      </section>
    );
  });
});
