import DOMPurify from 'dompurify';

// DOMPurify hands back its input untouched where it finds the DOM unsupported, and some DOMs it believes it can use
// it cannot walk. A probe must lose its script and script link and keep its bold text, or no markup is trusted at
// all. (No event handler in it: parsing one makes the browser report a CSP violation, even in an inert document.)
const PROBE = '<b>ok</b><script>x()</script><a href="javascript:x()">y</a>';
let purifierSound: boolean | null = null;

function purifierWorks(): boolean {
  if (purifierSound === null) {
    const probed = DOMPurify.isSupported ? DOMPurify.sanitize(PROBE) : PROBE;
    purifierSound = probed.includes('<b>ok</b>') && !/script/i.test(probed);
  }
  return purifierSound;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The words of the HTML without any of its markup, escaped: what is shown when the sanitiser cannot be trusted. */
function textOnly(html: string): string {
  return html.replace(/<[^>]*>?/g, ' ').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Server HTML without scripts, event handlers or javascript: links; only its escaped words if DOMPurify is unsound. */
export function sanitizeHtml(html: string): string {
  if (!purifierWorks()) return textOnly(html);
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
