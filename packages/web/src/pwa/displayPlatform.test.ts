import { describe, expect, it } from 'vitest';
import { displayPlatform } from './displayPlatform.ts';

const media = (standalone: boolean) => (query: string) =>
  ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList;

describe('displayPlatform', () => {
  it("reports 'pwa' when the site runs standalone, as the installed app", () => {
    expect(displayPlatform({ matchMedia: media(true), navigator: {} as Navigator })).toBe('pwa');
  });

  it("reports 'pwa' for a home-screen app on iOS", () => {
    expect(
      displayPlatform({ matchMedia: media(false), navigator: { standalone: true } as unknown as Navigator }),
    ).toBe('pwa');
  });

  it("reports 'web' in a browser tab", () => {
    expect(displayPlatform({ matchMedia: media(false), navigator: {} as Navigator })).toBe('web');
  });
});
