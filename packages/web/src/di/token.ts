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
