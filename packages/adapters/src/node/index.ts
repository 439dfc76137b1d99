// The adapters the core stands on outside a browser (a native client, the headless players of `pnpm bench:crowd`).
export { ClientCookies, MemoryNavigation, UnseenModals, clientEnvironment } from './NodeClient.ts';
