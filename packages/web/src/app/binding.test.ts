import { Container } from 'inversify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { binder, CONTAINER_SCOPE, containerScope, lazyRecord } from './binding.ts';
import { token } from '../di/token.ts';

interface Wallet {
  balance(): number;
}
interface Mailbox {
  unread(): string[];
}

class Cashier {
  constructor(readonly deps: { readonly wallet: Wallet; readonly mailbox: Mailbox }) {}
}

const WALLET = token<Wallet>('test.Wallet');
const MAILBOX = token<Mailbox>('test.Mailbox');
const CASHIER = token<Cashier>('test.Cashier');

function containerWithPorts() {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = binder((id) => container.bind(id));
  bind.value(WALLET, { balance: () => 150 });
  bind.value(MAILBOX, { unread: () => ['welcome'] });
  return { container, bind };
}

describe('the binding helper', () => {
  it('hands each field of the dependency record the service its token names', () => {
    const { container, bind } = containerWithPorts();
    bind.service(CASHIER, { wallet: WALLET, mailbox: MAILBOX }, (deps) => new Cashier(deps));
    const cashier = container.get<Cashier>(CASHIER);
    expect(cashier.deps.wallet.balance()).toBe(150);
    expect(cashier.deps.mailbox.unread()).toEqual(['welcome']);
    expect(container.get(CASHIER)).toBe(cashier);
  });

  it('makes a fresh view model for every request', () => {
    const { container, bind } = containerWithPorts();
    bind.viewModel(CASHIER, { wallet: WALLET, mailbox: MAILBOX }, (deps) => new Cashier(deps));
    expect(container.get(CASHIER)).not.toBe(container.get(CASHIER));
  });

  it('makes a parent’s per-container binding once for each child, over that child’s own services', () => {
    const parent = new Container({ defaultScope: 'Transient' });
    binder((id) => parent.bind(id)).perContainer(
      CASHIER,
      { wallet: WALLET, mailbox: MAILBOX },
      (deps) => new Cashier(deps),
    );
    const child = (balance: number) => {
      const container = new Container({ defaultScope: 'Singleton', parent });
      const bind = binder((id) => container.bind(id));
      bind.value(WALLET, { balance: () => balance });
      bind.value(MAILBOX, { unread: () => [] });
      bind.value(
        CONTAINER_SCOPE,
        containerScope((id) => container.get(id)),
      );
      return container;
    };
    const rich = child(900);
    const poor = child(5);
    expect(rich.get(CASHIER)).toBe(rich.get(CASHIER));
    expect(poor.get(CASHIER)).not.toBe(rich.get(CASHIER));
    expect(rich.get<Cashier>(CASHIER).deps.wallet.balance()).toBe(900);
    expect(poor.get<Cashier>(CASHIER).deps.wallet.balance()).toBe(5);
  });

  it('resolves a lazy record field only when it is read', () => {
    const asked: symbol[] = [];
    const record = lazyRecord(
      (id) => {
        asked.push(id);
        return { balance: () => 7, unread: () => [] } as never;
      },
      { wallet: WALLET, mailbox: MAILBOX },
      { limit: 3 },
    );
    expect(asked).toEqual([]);
    expect(record.wallet.balance()).toBe(7);
    expect(asked).toEqual([WALLET]);
    expect(record.limit).toBe(3);
  });

  it('refuses to compile a swapped token, a token bound to another type, or a token read as another type', () => {
    const { bind } = containerWithPorts();
    // @ts-expect-error the wallet field is given the mailbox's token
    bind.service(CASHIER, { wallet: MAILBOX, mailbox: WALLET }, (deps) => new Cashier(deps));
    // @ts-expect-error a wallet token bound to a mailbox
    bind.value(WALLET, { unread: () => [] });
    // @ts-expect-error a factory that makes something else than its token names
    bind.service(WALLET, { mailbox: MAILBOX }, ({ mailbox }) => mailbox);
    expectTypeOf(WALLET).not.toEqualTypeOf(MAILBOX);
  });
});
