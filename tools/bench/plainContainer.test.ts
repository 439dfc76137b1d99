import { describe, expect, it } from 'vitest';
import { Container, ContainerModule } from '../../scripts/bench/alternatives/plainContainer.mjs';

const CONFIG = Symbol('Config');
const SERVICE = Symbol('Service');
const VIEW_MODEL = Symbol('ViewModel');

/** What a module's bindings are written with. */
type Options = { readonly bind: Container['bind'] };

/** The bindings as the web app's binder writes them (packages/web/src/app/binding.ts): a service and a view model. */
const appModule = () =>
  new ContainerModule(({ bind }: Options) => {
    bind(SERVICE)
      .toResolvedValue((config: { name: string }) => ({ name: config.name }), [CONFIG])
      .inSingletonScope();
    bind(VIEW_MODEL)
      .toResolvedValue((service: object) => ({ service }), [SERVICE])
      .inTransientScope();
  });

describe('the plain container bench:alternatives builds the site with in place of Inversify (issue 35)', () => {
  it('makes a service once and a view model on every get, each over its resolved dependencies', () => {
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(CONFIG).toConstantValue({ name: 'kestrel' });
    container.load(appModule());
    const first = container.get(VIEW_MODEL);
    const second = container.get(VIEW_MODEL);
    expect(first).not.toBe(second);
    expect(first.service).toBe(second.service);
    expect(first.service).toEqual({ name: 'kestrel' });
  });

  it('follows the default scope for a binding that names none, and loads a module once', () => {
    const container = new Container({ defaultScope: 'Transient' });
    const module = new ContainerModule(({ bind }: Options) => {
      bind(SERVICE).toResolvedValue(() => ({}), []);
    });
    container.load(module);
    container.load(module);
    expect(container.get(SERVICE)).not.toBe(container.get(SERVICE));
  });

  it('makes a parent’s binding with the dependencies of the container that asked, as the server’s requests do', () => {
    // The server's shared parent makes its bindings afresh on each get (packages/web/src/app/composeContainer.ts).
    const parent = new Container({ defaultScope: 'Transient' });
    parent.load(
      new ContainerModule(({ bind }: Options) => {
        bind(SERVICE).toResolvedValue((config: { name: string }) => ({ name: config.name }), [CONFIG]);
      }),
    );
    const one = new Container({ defaultScope: 'Singleton', parent });
    const other = new Container({ defaultScope: 'Singleton', parent });
    one.bind(CONFIG).toConstantValue({ name: 'one' });
    other.bind(CONFIG).toConstantValue({ name: 'other' });
    expect(one.isBound(SERVICE)).toBe(true);
    expect(one.get(SERVICE)).toEqual({ name: 'one' });
    expect(other.get(SERVICE)).toEqual({ name: 'other' });
  });

  it('answers a rebound value, and refuses a token nothing binds', () => {
    const container = new Container();
    container.bind(CONFIG).toConstantValue({ name: 'before' });
    container.rebind(CONFIG).toConstantValue({ name: 'after' });
    expect(container.get(CONFIG)).toEqual({ name: 'after' });
    expect(container.isBound(SERVICE)).toBe(false);
    expect(() => container.get(SERVICE)).toThrow(/no binding/);
  });
});
