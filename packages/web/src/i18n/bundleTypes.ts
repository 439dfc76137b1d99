/** One locale namespace's texts, as its JSON file holds them. */
export type Bundle = Record<string, unknown>;

/** A locale's bundles by path (`../locales/<locale>/<namespace>.json`), each loaded on demand. */
export type BundleLoaders = Readonly<Record<string, () => Promise<Bundle>>>;
