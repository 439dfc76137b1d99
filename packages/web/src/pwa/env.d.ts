interface ImportMetaEnv {
  /** The build's id, compiled in by the PWA build plugin (packages/web/build/pwaPlugin.ts); absent under `vite dev`. */
  readonly VITE_BUILD_ID?: string;
}
