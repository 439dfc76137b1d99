import type { ReactNode } from 'react';
import type { Money } from '@casino/core';
import { MoneyText } from '../../components/MoneyText.tsx';

/** One term and its value in a profile's description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A balance in a profile's description list, in its currency. */
export function MoneyFact({ label, money }: { label: string; money: Money }) {
  return (
    <Fact label={label}>
      <MoneyText money={money} />
    </Fact>
  );
}
