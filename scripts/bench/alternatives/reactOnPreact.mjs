// `react` for `pnpm bench:alternatives`' build on preact/compat: preact's React-compatible API, and a stand-in for the
// one hook the router imports that preact/compat lacks (`useOptimistic`, which the router uses for its state during a
// transition; this one never shows an optimistic state). Measures what React DOM weighs in the first load; not used by
// the app.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function useOptimistic(state) {
  return [state, () => {}];
}
