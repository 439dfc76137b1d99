import type { Bundle } from '../bundleTypes.ts';

/** The ru locale's bundles, each a chunk of its own, by path (`../locales/ru/<namespace>.json`). */
export default import.meta.glob<Bundle>('../locales/ru/*.json', { import: 'default' });
