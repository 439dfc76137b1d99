import { describe, expect, it } from 'vitest';
import { Container, ContainerModule } from './container.ts';
import { token } from './token.ts';

const PRICE = token<number>('test.Price');
const TOTAL = token<{ readonly value: number }>('test.Total');
const LOOP = token<unknown>('test.Loop');
const OTHER_LOOP = token<unknown>('test.OtherLoop');

describe("the composition root's container", () => {
  it('hands a factory the services its tokens name, once for a singleton and afresh for a transient', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(PRICE).toConstantValue(5);
    container.bind(TOTAL).toResolvedValue((price: number) => ({ value: price * 2 }), [PRICE]);
    expect(container.get(TOTAL)).toEqual({ value: 10 });
    expect(container.get(TOTAL)).toBe(container.get(TOTAL));
    container
      .rebind(TOTAL)
      .toResolvedValue((price: number) => ({ value: price }), [PRICE])
      .inTransientScope();
    expect(container.get(TOTAL)).toEqual({ value: 5 });
    expect(container.get(TOTAL)).not.toBe(container.get(TOTAL));
  });

  it('makes a transient binding afresh by default, and a singleton only when asked', () => {
    const container = new Container();
    container.bind(TOTAL).toResolvedValue(() => ({ value: 1 }));
    expect(container.get(TOTAL)).not.toBe(container.get(TOTAL));
    container
      .rebind(TOTAL)
      .toResolvedValue(() => ({ value: 1 }))
      .inSingletonScope();
    expect(container.get(TOTAL)).toBe(container.get(TOTAL));
  });

  it('puts a module in at once, so what it binds is there as soon as load returns', () => {
    const container = new Container();
    expect(container.isBound(PRICE)).toBe(false);
    void container.load(new ContainerModule(({ bind }) => bind<number>(PRICE).toConstantValue(3)));
    expect(container.isBound(PRICE)).toBe(true);
    expect(container.get(PRICE)).toBe(3);
  });

  it('names the token that is missing, bound twice, or needs itself', () => {
    const container = new Container();
    container.bind(TOTAL).toResolvedValue((price: number) => ({ value: price }), [PRICE]);
    expect(() => container.get(TOTAL)).toThrow('No binding for test.Price (asked for by test.Total)');
    container.bind(PRICE).toConstantValue(1);
    container.bind(PRICE).toConstantValue(2);
    expect(() => container.get(PRICE)).toThrow('test.Price is bound 2 times');
    container.bind(LOOP).toResolvedValue((other: unknown) => other, [OTHER_LOOP]);
    container.bind(OTHER_LOOP).toResolvedValue((loop: unknown) => loop, [LOOP]);
    expect(() => container.get(LOOP)).toThrow(
      'test.Loop needs itself: test.Loop → test.OtherLoop → test.Loop',
    );
  });
});
