import { describe, expect, it } from 'vitest';
import { timeZoneGroups, zoneLabel } from './timeZoneGroups.ts';

const zones = [
  'Europe/Moscow',
  'Asia/Almaty',
  'America/Argentina/Buenos_Aires',
  'Europe/Berlin',
  'UTC',
  'Asia/Tokyo',
];

describe('the time-zone picker', () => {
  it('puts the current zone first, then groups the rest by region', () => {
    expect(timeZoneGroups(zones, 'Asia/Almaty', '')).toEqual([
      { region: 'current', zones: ['Asia/Almaty'] },
      { region: 'America', zones: ['America/Argentina/Buenos_Aires'] },
      { region: 'Asia', zones: ['Asia/Tokyo'] },
      { region: 'Europe', zones: ['Europe/Berlin', 'Europe/Moscow'] },
      { region: 'other', zones: ['UTC'] },
    ]);
  });

  it('narrows to zones whose name holds the search, spaces matching underscores, keeping the current one', () => {
    expect(timeZoneGroups(zones, 'Europe/Moscow', 'buenos a')).toEqual([
      { region: 'current', zones: ['Europe/Moscow'] },
      { region: 'America', zones: ['America/Argentina/Buenos_Aires'] },
    ]);
    expect(timeZoneGroups(zones, 'Europe/Moscow', 'EUROPE')).toEqual([
      { region: 'current', zones: ['Europe/Moscow'] },
      { region: 'Europe', zones: ['Europe/Berlin'] },
    ]);
  });

  it('reads a zone without its region and underscores', () => {
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Argentina / Buenos Aires');
    expect(zoneLabel('UTC')).toBe('UTC');
  });
});
