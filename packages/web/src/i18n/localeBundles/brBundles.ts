import type { Bundle } from '../bundleTypes.ts';

/** The br locale's bundles, each a chunk of its own, by path (`../locales/br/<namespace>.json`). */
export default import.meta.glob<Bundle>('../locales/br/*.json', { import: 'default' });
