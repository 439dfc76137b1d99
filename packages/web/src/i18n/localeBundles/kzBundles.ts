import type { Bundle } from '../bundleTypes.ts';

/** The kz locale's bundles, each a chunk of its own, by path (`../locales/kz/<namespace>.json`). */
export default import.meta.glob<Bundle>('../locales/kz/*.json', { import: 'default' });
