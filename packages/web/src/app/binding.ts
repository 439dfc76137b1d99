import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { token as makeToken, useCaseToken, type Token, type TokenType } from '../di/token.ts';

/** A record of tokens: the dependencies of one binding, each named once by the field it fills. */
export type Tokens = Readonly<Record<string, Token<unknown>>>;

/** The services a record of tokens names, field by field. */
export type Resolved<R extends Tokens> = { readonly [K in keyof R]: TokenType<R[K]> };

/**
 * Binds a token to what `make` builds from the services its dependency record names. The compiler checks both ends:
 * `make` receives each field typed by its token, and must return what the bound token names.
 */
export interface Binder {
  /** One shared instance, made on first use. */
  service<T, R extends Tokens>(token: Token<T>, deps: R, make: (deps: Resolved<R>) => T): void;
  /** A fresh instance each time it is asked for: a view model, one per mount (`useViewModel` disposes it). */
  viewModel<T, R extends Tokens>(token: Token<T>, deps: R, make: (deps: Resolved<R>) => T): void;
  /**
   * In a parent many containers share: one instance for each container that asks (its `CONTAINER_SCOPE`), made over
   * that container's own services, kept by it and by no other (a server request's view model, however often asked).
   */
  perContainer<T, R extends Tokens>(token: Token<T>, deps: R, make: (deps: Resolved<R>) => T): void;
  /** A value made before the container. */
  value<T>(token: Token<T>, value: T): void;
}

type Bind = ContainerModuleLoadOptions['bind'];

/**
 * What a container that has a shared parent keeps of the parent's `perContainer` bindings: the instances made for it,
 * and its own `get`, which resolves their dependencies from its bindings.
 */
export interface ContainerScope {
  readonly get: <T>(token: Token<T>) => T;
  /** The instance made for `token` in this container, made by `make` on the first ask. */
  readonly once: <T>(token: Token<T>, make: () => T) => T;
}

/** Bound in every container whose parent has `perContainer` bindings, to that container's own scope. */
export const CONTAINER_SCOPE = makeToken<ContainerScope>('ContainerScope');

/** A container's scope over its own `get`: it keeps what is made for it as long as the container lives. */
export function containerScope(get: <T>(token: Token<T>) => T): ContainerScope {
  const made = new Map<symbol, unknown>();
  return {
    get,
    once: <T>(token: Token<T>, make: () => T): T => {
      if (made.has(token)) return made.get(token) as T;
      const instance = make();
      made.set(token, instance);
      return instance;
    },
  };
}

/** The dependency record's tokens in field order, and the record rebuilt from the services resolved for them. */
function byField<R extends Tokens>(deps: R) {
  const fields = Object.keys(deps);
  return {
    tokens: fields.map((field) => deps[field] as symbol),
    record: (values: unknown[]) =>
      Object.fromEntries(fields.map((field, index) => [field, values[index]])) as Resolved<R>,
  };
}

export function binder(bind: Bind): Binder {
  const resolved = <T, R extends Tokens>(token: Token<T>, deps: R, make: (deps: Resolved<R>) => T) => {
    const { tokens, record } = byField(deps);
    return bind<T>(token).toResolvedValue((...values: unknown[]) => make(record(values)), tokens);
  };
  return {
    service: (token, deps, make) => void resolved(token, deps, make).inSingletonScope(),
    viewModel: (token, deps, make) => void resolved(token, deps, make).inTransientScope(),
    perContainer: (token, deps, make) => {
      const { tokens, record } = byField(deps);
      bind(token)
        .toResolvedValue(
          (scope: ContainerScope) =>
            scope.once(token, () => make(record(tokens.map((dep) => scope.get(dep))))),
          [CONTAINER_SCOPE],
        )
        .inTransientScope();
    },
    value: (token, value) => void bind(token).toConstantValue(value),
  };
}

/** A container module whose bindings are written with a `Binder`. */
export function bindings(register: (bind: Binder) => void): ContainerModule {
  return new ContainerModule(({ bind }) => register(binder(bind)));
}

/**
 * An object whose token fields are resolved when first read, not before, beside plain `values`: for a record handed
 * over whole (the core's use cases take their ports so) whose parts should be made only when something needs them.
 */
export function lazyRecord<R extends Tokens, V extends object>(
  get: <T>(token: Token<T>) => T,
  deps: R,
  values: V,
): Resolved<R> & V {
  const record = { ...values };
  for (const [field, token] of Object.entries(deps)) {
    Object.defineProperty(record, field, { enumerable: true, get: () => get(token) });
  }
  return record as Resolved<R> & V;
}

/**
 * Binds each use case the service `whole` holds, by its name in the registry, to the token that name gives
 * (`useCaseToken`): asked for by that token, a use case is the whole's, one instance however often it is asked for (the
 * core's use cases, made together, asked for one by one). `'eachGet'` reads the field on every get instead of keeping
 * it: for a parent container that many containers share, each of which binds its own `whole` (the server's requests).
 */
export function bindFields<T extends object>(
  bind: Binder,
  whole: Token<T>,
  names: readonly (keyof T & string)[],
  lifetime: 'kept' | 'eachGet' = 'kept',
): void {
  const bindOne = lifetime === 'kept' ? bind.service : bind.viewModel;
  for (const name of names) {
    bindOne(useCaseToken<T[typeof name]>(name), { whole }, (deps) => deps.whole[name]);
  }
}
