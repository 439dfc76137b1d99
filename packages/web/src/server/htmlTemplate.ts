/** The built index.html cut where a rendered page goes in. */
export interface DocumentParts {
  /** Everything up to and including `<div id="root">`, the page's head in place of the build's placeholders. */
  readonly before: string;
  /** Everything from the root's closing tag on. */
  readonly after: string;
}

export interface DocumentFacts {
  /** `<html lang>`: the iso tag of the page's locale. */
  readonly language: string;
  /** The page's title, description and links (escaped already). */
  readonly head: string;
  /** Data for the browser, put after the root as a JSON block (never run as a script). */
  readonly state: string;
}

const ROOT = '<div id="root">';
const ROOT_END = '</div>';
const OUTLET = /<!--ssr-outlet-->[\s\S]*<!--\/ssr-outlet-->/;
const BUILD_TITLE = /\s*<title>[^<]*<\/title>/;
const BUILD_DESCRIPTION = /\s*<meta name="description"[^>]*>/;
const ENTRY_SCRIPT = /<script type="module"(?![^>]*fetchpriority)/;

/** Whether index.html marks where a page goes; a template without the mark cannot be rendered into. */
export function hasOutlet(template: string): boolean {
  return OUTLET.test(template);
}

/**
 * Cuts index.html around the root's content (the loading sign between the `ssr-outlet` marks) and puts the page's
 * language and head in: the build's placeholder title and description give way to the page's own.
 */
export function documentParts(template: string, facts: DocumentFacts): DocumentParts {
  const outlet = OUTLET.exec(template);
  const rootStart = template.indexOf(ROOT);
  if (!outlet || rootStart === -1 || rootStart > outlet.index) {
    throw new Error('index.html has no <!--ssr-outlet--> in #root');
  }
  const before = template
    .slice(0, rootStart + ROOT.length)
    .replace(/<html lang="[^"]*"/, `<html lang="${facts.language}"`)
    .replace(BUILD_TITLE, '')
    .replace(BUILD_DESCRIPTION, '')
    .replace('</head>', `  ${facts.head}\n  </head>`)
    // The page is on screen without the entry script (boot.ts), which loads the app only after it is painted: it
    // never competes with the stylesheet for the network.
    .replace(ENTRY_SCRIPT, '$& fetchpriority="low"');
  // Nothing but the page goes in the root: the browser hydrates its children, which must be the page's alone.
  const rest = template.slice(outlet.index + outlet[0].length);
  const rootEnd = rest.indexOf(ROOT_END) + ROOT_END.length;
  return { before, after: `${ROOT_END}\n    ${facts.state}${rest.slice(rootEnd)}` };
}

/** What must not appear raw in a JSON block inside the page, and each one's JSON escape. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * Data for the page's script as a JSON block: `<` is written as its escape, so no value (a player's name, an API
 * answer) can close the element and open markup of its own (`</script><script>...`).
 */
export function jsonScript(id: string, value: unknown): string {
  // One pass over the JSON, not five: a player's page state is tens of kilobytes (issue 35, item 4).
  const json = JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (character) => ESCAPES[character] ?? character,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}
