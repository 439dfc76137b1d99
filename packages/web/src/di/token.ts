declare const carried: unique symbol;

/**
 * A service identifier that carries the type of the service it names. Binding it to something else, resolving it as
 * something else, or handing it to a dependency of another type fails to compile.
 */
export type Token<T> = symbol & { readonly [carried]?: T };

/** The type a token names. */
export type TokenType<K> = K extends Token<infer T> ? T : never;

/** One token per field of the record `D`, each naming that field's type: how a class's dependencies are listed. */
export type TokensOf<D> = { readonly [K in keyof D]-?: Token<D[K]> };

/** A typed token. The name shows in the container's error messages; one name, one service. */
export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}

/** The token of the use case a registry names `name` (`loadSeeds` → `LoadSeeds`): derived, never written by hand. */
export function useCaseToken<T>(name: string): Token<T> {
  return token<T>(name.charAt(0).toUpperCase() + name.slice(1));
}

/** The tokens of a registry of use cases `U`, each field's named after it: `loadSeeds` is asked for by `LoadSeeds`. */
export type UseCaseTokens<U> = { readonly [K in keyof U & string as Capitalize<K>]: Token<U[K]> };

/**
 * `record` with a token for each use case of `U` besides its own fields, derived from the use case's name when it is
 * read (the same symbol every time: `token` is `Symbol.for`), so a use case added to the core's registry has its token
 * with nothing written here.
 */
export function withUseCaseTokens<U>() {
  return <R extends object = object>(record: R = {} as R): R & UseCaseTokens<U> =>
    new Proxy(record, {
      get: (target, key) =>
        typeof key === 'string' && !(key in target) && /^[A-Z]/.test(key)
          ? token(key)
          : Reflect.get(target, key),
    }) as R & UseCaseTokens<U>;
}
