/**
 * The composition root's container: a token bound to a value, or to what a factory makes from the services other tokens
 * name, once (a singleton) or on every request (a view model). Only what the app uses of a dependency-injection
 * container, in a few hundred bytes: Inversify, which did this before, was 23 kB gzip of the JavaScript every page runs
 * before it answers input (issue 35, the phone's budget), most of it decorators and metadata the app never used (its
 * bindings are written with `app/binding.ts`, which names every dependency by its token).
 */

type Id = symbol;

interface Binding {
  readonly make: () => unknown;
  shared: boolean;
  made: boolean;
  value: unknown;
}

/** `toResolvedValue`'s scope: one instance for the container's life, or a fresh one every time it is asked for. */
export interface InScope {
  inSingletonScope(): void;
  inTransientScope(): void;
}

/** What a token is bound to. */
export interface BindTo<T> {
  toConstantValue(value: T): void;
  /** `make` receives the services `deps` name, in order; the container's default scope unless one is chosen. */
  toResolvedValue(make: (...deps: never[]) => T, deps?: readonly Id[]): InScope;
}

/** What a module's `register` receives. */
export interface ContainerModuleLoadOptions {
  bind<T>(id: Id): BindTo<T>;
}

/** A set of bindings loaded into a container together (a page folder's view models, a modal's). */
export class ContainerModule {
  constructor(readonly register: (options: ContainerModuleLoadOptions) => void) {}
}

const nameOf = (id: Id) => id.description ?? String(id);

export class Container {
  readonly #bindings = new Map<Id, Binding[]>();
  readonly #resolving: Id[] = [];
  readonly #shared: boolean;

  constructor(options: { readonly defaultScope?: 'Singleton' | 'Transient' } = {}) {
    this.#shared = options.defaultScope === 'Singleton';
  }

  /** Binds `id` besides what it is bound to already (asking for a token bound twice is an error). */
  bind<T>(id: Id): BindTo<T> {
    return this.#to<T>((binding) => this.#bindings.set(id, [...(this.#bindings.get(id) ?? []), binding]));
  }

  /** Binds `id` instead of what it was bound to. */
  rebind<T>(id: Id): BindTo<T> {
    return this.#to<T>((binding) => this.#bindings.set(id, [binding]));
  }

  isBound(id: Id): boolean {
    return (this.#bindings.get(id)?.length ?? 0) > 0;
  }

  /** The service `id` names; throws when it is not bound, bound twice, or needs itself. */
  get<T>(id: Id): T {
    const bound = this.#bindings.get(id) ?? [];
    const [binding] = bound;
    if (!binding) throw new Error(`No binding for ${nameOf(id)}${this.#chain()}`);
    if (bound.length > 1) throw new Error(`${nameOf(id)} is bound ${bound.length} times${this.#chain()}`);
    if (binding.made) return binding.value as T;
    if (this.#resolving.includes(id))
      throw new Error(`${nameOf(id)} needs itself: ${[...this.#resolving, id].map(nameOf).join(' → ')}`);
    this.#resolving.push(id);
    try {
      const value = binding.make();
      if (binding.shared) {
        binding.made = true;
        binding.value = value;
      }
      return value as T;
    } finally {
      this.#resolving.pop();
    }
  }

  /** Puts the modules' bindings in, at once (the promise is for callers that wait; nothing is left to wait for). */
  load(...modules: readonly ContainerModule[]): Promise<void> {
    const bind = <T>(id: Id) => this.bind<T>(id);
    for (const module of modules) module.register({ bind });
    return Promise.resolve();
  }

  #chain(): string {
    return this.#resolving.length > 0 ? ` (asked for by ${this.#resolving.map(nameOf).join(' → ')})` : '';
  }

  #to<T>(add: (binding: Binding) => void): BindTo<T> {
    return {
      toConstantValue: (value) => add({ make: () => value, shared: true, made: true, value }),
      toResolvedValue: (make, deps = []) => {
        const binding: Binding = {
          make: () => (make as (...values: unknown[]) => T)(...deps.map((dep) => this.get(dep))),
          shared: this.#shared,
          made: false,
          value: undefined,
        };
        add(binding);
        const scoped = (shared: boolean) => () => {
          binding.shared = shared;
        };
        return { inSingletonScope: scoped(true), inTransientScope: scoped(false) };
      },
    };
  }
}
