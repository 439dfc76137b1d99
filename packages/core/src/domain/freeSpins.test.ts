import { describe, expect, it } from 'vitest';
import { activeFreeSpins, isFreeSpinActive } from './freeSpins.ts';
import { freeSpinFactory } from '../../test/factories/index.ts';

const now = Date.UTC(2025, 4, 10, 12);

describe('activeFreeSpins', () => {
  it('keeps free spins whose expiration_at is in the future', () => {
    const active = freeSpinFactory.build({}, { transient: { expiresAtMs: now + 1 } });
    const expired = freeSpinFactory.build({}, { transient: { expiresAtMs: now - 1 } });
    const endingNow = freeSpinFactory.build({}, { transient: { expiresAtMs: now } });
    expect(activeFreeSpins([active, expired, endingNow], now)).toEqual([active]);
  });

  it('treats an unreadable expiration_at as expired', () => {
    expect(isFreeSpinActive(freeSpinFactory.build({ expirationAt: 'soon' }), now)).toBe(false);
    expect(isFreeSpinActive(freeSpinFactory.build({ expirationAt: '' }), now)).toBe(false);
    expect(isFreeSpinActive(freeSpinFactory.build({ expirationAt: '12/31/2099' }), now)).toBe(false);
  });

  it('reads expiration_at with a time zone offset', () => {
    expect(isFreeSpinActive(freeSpinFactory.build({ expirationAt: '2025-05-10T15:30:00+03:00' }), now)).toBe(
      true,
    );
    expect(isFreeSpinActive(freeSpinFactory.build({ expirationAt: '2025-05-10T14:30:00+03:00' }), now)).toBe(
      false,
    );
  });

  it("reads a date-time without a zone as UTC, whatever the player's time zone", () => {
    expect(isFreeSpinActive(freeSpinFactory.build({ expirationAt: '2025-05-10 12:00:01' }), now)).toBe(true);
    expect(isFreeSpinActive(freeSpinFactory.build({ expirationAt: '2025-05-10T11:59:59' }), now)).toBe(false);
  });
});
