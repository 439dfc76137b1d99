import fc from 'fast-check';

type Path = readonly (string | number)[];

/** Every path into a JSON value, the root included. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/** Values that break naive readers: wrong types, extremes of number, markup, script URLs, prototype keys. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    '',
    ' ',
    'null',
    'NaN',
    '1e999',
    'javascript:alert(document.cookie)',
    '//evil.example',
    'https://evil.example/',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '\u0000',
    '\ud800',
    'a'.repeat(70_000),
    0,
    -0,
    -1,
    0.1 + 0.2,
    1e-7,
    123.456,
    1e21,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    [[[[[[[[[[[]]]]]]]]]]],
    { __proto__: null },
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.double(),
  fc.string({ unit: 'binary' }),
);

type Mutation =
  | { readonly kind: 'replace'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'delete'; readonly at: number }
  | { readonly kind: 'addKey'; readonly at: number; readonly key: string; readonly value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileLeaf }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('addKey' as const),
    at: fc.nat(),
    key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'data', 'extra'),
    value: hostileLeaf,
  }),
);

function apply(root: unknown, change: Mutation): unknown {
  const paths = pathsOf(root);
  const path = paths[change.at % paths.length] ?? [];
  if (path.length === 0) return change.kind === 'replace' ? change.value : root;
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (change.kind === 'replace') parent[last] = change.value;
  else if (change.kind === 'delete') delete parent[last];
  else {
    const target = parent[last];
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
      Object.defineProperty(target, change.key, { value: change.value, enumerable: true, writable: true });
    }
  }
  return copy;
}

/** A well-formed answer with one to three fields replaced, removed or joined by hostile ones. */
export function mutated(sample: unknown): fc.Arbitrary<unknown> {
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce((value, change) => apply(value, change), structuredClone(sample)));
}

/** The same answer as it arrives through JSON.parse, with `__proto__` as an own key trying to pollute objects. */
export function withPrototypeKeys(sample: unknown): unknown {
  const text = JSON.stringify(sample);
  if (!text?.startsWith('{')) return sample;
  return JSON.parse(
    `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${text.slice(1)}`,
  );
}

/** Any value at all, including what JSON cannot carry (a misbehaving transport or a bug upstream). */
export const anyValue: fc.Arbitrary<unknown> = fc.anything({
  withNullPrototype: true,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
});
