/** Time zones under one heading: the player's current one, or a region (`Europe`, `America`). */
export interface TimeZoneGroup {
  /** `current` for the player's own zone, else the region name as IANA spells it; `other` for names without one. */
  readonly region: string;
  readonly zones: readonly string[];
}

/** How a zone reads: `America/Argentina/Buenos_Aires` as `Argentina / Buenos Aires`. */
export function zoneLabel(zone: string): string {
  const parts = zone.split('/');
  return (parts.length > 1 ? parts.slice(1) : parts).join(' / ').replaceAll('_', ' ');
}

const folded = (text: string) => text.toLowerCase().replaceAll('_', ' ');

/**
 * The ~400 IANA names as a picker shows them (settings, §3): the current zone first on its own, then the rest grouped
 * by region in alphabetical order, narrowed to those whose name contains the search text (spaces match underscores).
 * The current zone stays listed whatever the search, so the select never loses its value.
 */
export function timeZoneGroups(zones: readonly string[], current: string, query: string): TimeZoneGroup[] {
  const wanted = folded(query.trim());
  const byRegion = new Map<string, string[]>();
  for (const zone of zones) {
    if (zone === current || (wanted !== '' && !folded(zone).includes(wanted))) continue;
    const slash = zone.indexOf('/');
    const region = slash === -1 ? 'other' : zone.slice(0, slash);
    byRegion.set(region, [...(byRegion.get(region) ?? []), zone]);
  }
  const regions = [...byRegion.keys()].sort((a, b) =>
    a === 'other' ? 1 : b === 'other' ? -1 : a.localeCompare(b),
  );
  return [
    { region: 'current', zones: [current] },
    ...regions.map((region) => ({ region, zones: [...(byRegion.get(region) ?? [])].sort() })),
  ];
}
