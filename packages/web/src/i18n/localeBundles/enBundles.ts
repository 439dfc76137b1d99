import type { Bundle } from '../bundleTypes.ts';

/** The en locale's bundles, each a chunk of its own, by path (`../locales/en/<namespace>.json`). */
export default import.meta.glob<Bundle>('../locales/en/*.json', { import: 'default' });
