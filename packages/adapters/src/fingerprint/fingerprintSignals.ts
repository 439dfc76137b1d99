/**
 * The stable browser properties the fingerprint is made of. Canvas, audio and font probing are left out on purpose:
 * they are what privacy tools block and randomise, so they would make the id less stable, not more.
 */
export interface FingerprintSignals {
  readonly userAgent: string;
  readonly languages: readonly string[];
  /** Longer and shorter side, so turning a phone does not change it. */
  readonly screen: { readonly long: number; readonly short: number; readonly colorDepth: number };
  readonly timeZone: string;
  readonly hardwareConcurrency: number;
  readonly platform: string;
}

export interface SignalSources {
  readonly navigator: {
    readonly userAgent: string;
    readonly languages?: readonly string[];
    readonly language?: string;
    readonly hardwareConcurrency?: number;
    readonly platform?: string;
  };
  readonly screen: { readonly width: number; readonly height: number; readonly colorDepth: number };
}

export function readFingerprintSignals(sources: SignalSources): FingerprintSignals {
  const { navigator, screen } = sources;
  const languages = navigator.languages?.length
    ? navigator.languages
    : navigator.language
      ? [navigator.language]
      : [];
  return {
    userAgent: navigator.userAgent,
    languages: [...languages],
    screen: {
      long: Math.max(screen.width, screen.height),
      short: Math.min(screen.width, screen.height),
      colorDepth: screen.colorDepth,
    },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
    platform: navigator.platform ?? '',
  };
}

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 (Web Crypto) of the signals in a fixed order, as 64 lower-case hex digits. */
export async function hashSignals(signals: FingerprintSignals, subtle: SubtleCrypto): Promise<string> {
  const canonical = JSON.stringify([
    ['userAgent', signals.userAgent],
    ['languages', signals.languages],
    ['screen', [signals.screen.long, signals.screen.short, signals.screen.colorDepth]],
    ['timeZone', signals.timeZone],
    ['hardwareConcurrency', signals.hardwareConcurrency],
    ['platform', signals.platform],
  ]);
  return hex(await subtle.digest('SHA-256', new TextEncoder().encode(canonical)));
}

/** 32 random bytes as hex: the id when Web Crypto's digest is unavailable (pages not served over https). */
export function randomId(crypto: Pick<Crypto, 'getRandomValues'>): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}
