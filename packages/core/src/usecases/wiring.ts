/** The intersection of the members of a union. */
export type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** What the use cases whose dependencies are the union `Deps` together ask of the dependency named `K`, combined. */
export type NeededOf<Deps, K extends string> = Intersection<
  Deps extends infer D ? (D extends { readonly [key in K]: infer P } ? P : never) : never
>;

/** The named fields of `world`, read when a use case is made (a port is resolved only when something needs it). */
export function pick<W, K extends keyof W>(world: W, ...keys: K[]): Pick<W, K> {
  const picked: Partial<Pick<W, K>> = {};
  for (const key of keys) picked[key] = world[key];
  return picked as Pick<W, K>;
}

/**
 * `ports` with the use cases `makers` make over them: each is made on first use and kept; `ports` is read field by
 * field at that moment, so a container may hand over getters.
 */
export function madeOnFirstUse<P extends object, U extends object>(
  ports: P,
  makers: { readonly [K in keyof U]: (world: P & U) => U[K] },
): P & U {
  const made = new Map<keyof U, unknown>();
  const world = new Proxy(ports, {
    get: (target, key) => {
      if (!(key in makers)) return Reflect.get(target, key);
      const name = key as keyof U;
      if (!made.has(name)) made.set(name, makers[name](world));
      return made.get(name);
    },
  }) as P & U;
  return world;
}

/** A registry of use cases: each one's name and its class. */
type Registry = Readonly<Record<string, abstract new (...args: never[]) => unknown>>;

/** The use cases of a registry, each field one instance of its class. */
export type UseCasesOf<R extends Registry> = { readonly [K in keyof R]: InstanceType<R[K]> };

/** The dependency records of a registry's classes, as a union: what `NeededOf` combines. */
export type DepsOf<R extends Registry> = {
  [K in keyof R]: ConstructorParameters<R[K]> extends readonly [infer D, ...unknown[]] ? D : never;
}[keyof R];

/** The names of a registry's use cases, typed. */
export function useCaseNames<R extends Registry>(registry: R): readonly (keyof R & string)[] {
  return Object.keys(registry) as (keyof R & string)[];
}
