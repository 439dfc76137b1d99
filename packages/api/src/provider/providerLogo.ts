const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** The logo's file name of a studio: its name in lower case, letters and digits joined by dashes. */
export function providerLogoFile(provider: string): string {
  const slug = provider
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'studio'}.svg`;
}

/** A colour of the studio's own, the same on every page: a hue from its name. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * A studio's logo as the stand-in provider draws it: a monogram of its initials on a disc of its own colour, beside
 * its name. 160 × 48, so the provider filter can show it at chip size.
 */
export function providerLogo(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean);
  const initials = (
    words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [(words[0] ?? '').slice(0, 2)]
  )
    .join('')
    .toUpperCase();
  const hue = hueOf(name);
  const label = name.length > 16 ? `${name.slice(0, 15)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48">
<rect width="160" height="48" rx="12" fill="hsl(${hue} 45% 18%)"/>
<circle cx="24" cy="24" r="16" fill="hsl(${hue} 70% 55%)"/>
<text x="24" y="29" font-family="Verdana, sans-serif" font-size="13" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
<text x="48" y="29" font-family="Verdana, sans-serif" font-size="13" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>
</svg>`;
}
