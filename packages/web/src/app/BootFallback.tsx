/** What the first paint shows while the shell's code and the locale's bundles arrive: the page background only. */
export function BootFallback() {
  return <div className="boot-fallback" aria-busy="true" />;
}
