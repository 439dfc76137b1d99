// What a page of documentation cites as code, and which of it does not exist in the repository.
//
// - A path (`packages/web/src/app/routes.tsx`, `app/binding.ts`, `src/store/bets.ts`, `toDomainError.ts`) names a
//   file or folder whose path ends with it; `<name>` stands for one name, `*` for any, `{a,b}` for either. A path
//   that starts at the file system's root names nothing in the repository.
// - A name cited as code (`LoginViewModel`, `PAGE_FOLDERS`, `useViewModel(MODAL_VM.Login)`, `new FaqViewModel(…)`)
//   is declared at the top level of a source file; a function called by its name is declared as a function.
// - A member of a constant object (`TOKENS.ContentApi`, `PLAY_TOKENS.PlaceBet`, `PAGE_FOLDERS.faq`) is one of its keys.
// Code that does not parse as TypeScript (SQL, a header, a shell line) is read for its paths only.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SKIPPED = [
  'node_modules',
  '.git',
  'dist',
  'dist-server',
  'coverage',
  '.tools',
  '.data',
  'test-results',
];
/** What a build or a run makes, absent from a fresh clone: the build's folders and the API's data folder. */
const GENERATED = /^(?:dist|dist-server|builds)\/|(?:^|\/)\.data$/;
const FILE_NAME = /\.(?:ts|tsx|mts|js|mjs|cjs|json|md|css|html|ya?ml|sh|sql|txt)$/;

export interface Repository {
  /** Every file and folder, relative to the root, with `/` between names. */
  readonly paths: readonly string[];
  /**
   * Names declared at the top level of a source file, exported or not: the recipes point at a file's own constants
   * too (`PORTS` in useCasesModule.ts, `GEO_METHODS` in apiPorts.ts).
   */
  readonly topLevel: ReadonlySet<string>;
  /** Names of functions, of arrow functions held in a constant, of classes, at any depth, and imported names. */
  readonly callable: ReadonlySet<string>;
  /** The keys of each constant object literal, by its name (several of one name are merged). */
  readonly members: ReadonlyMap<string, ReadonlySet<string>>;
  /** The environment variables the code reads (`process.env.API_PORT`, `env['API_PORT']`, `'API_PORT'`). */
  readonly environment: ReadonlySet<string>;
}

function skipped(name: string, ignore: readonly string[]): boolean {
  return (
    SKIPPED.includes(path.basename(name)) || ignore.some((f) => name === f || name.startsWith(f + path.sep))
  );
}

/** Reads the repository at root once: its paths and the names its source declares. */
export function readRepository(root: string, ignore: readonly string[] = []): Repository {
  const files = globSync('**/*', { cwd: root, exclude: (name) => skipped(name, ignore) }).map((file) =>
    file.split(path.sep).join('/'),
  );
  const topLevel = new Set<string>();
  const callable = new Set<string>();
  const members = new Map<string, Set<string>>();
  const environment = new Set<string>();
  const derived = new Map<string, { type: string; keys: string[] }>();
  const registries = new Map<string, string>();
  // The pages describe the TypeScript code: the names are read from it, but not from tests, whose own helpers are not
  // what a page cites (nor from the provider pages' browser scripts, whose helpers have names of their own, e.g. `api`).
  const sources = files.filter(
    (name) => /\.(?:ts|tsx|mts)$/.test(name) && !/\.d\.ts$|\.(test|spec)\.tsx?$/.test(name),
  );
  for (const file of sources) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // a folder whose name ends like a file
    }
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    collectNames(source, { topLevel, callable, members, environment, derived, registries });
  }
  // `withUseCaseTokens<UseCases>()({ … })`: its own keys and one per use case of the registry `UseCases` is made from.
  for (const [name, { type, keys }] of derived) {
    const registry = members.get(registries.get(type) ?? '') ?? new Set<string>();
    const all = members.get(name) ?? new Set<string>();
    for (const key of [...keys, ...[...registry].map((k) => k.charAt(0).toUpperCase() + k.slice(1))])
      all.add(key);
    members.set(name, all);
  }
  return { paths: files, topLevel, callable, members, environment };
}

const nameOf = (name: ts.Node | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name))
    ? name.text
    : undefined;

/** The object literal under `as const`, `satisfies …` and parentheses, if any. */
function objectLiteral(node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  while (
    node &&
    (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
  ) {
    node = node.expression;
  }
  return node && ts.isObjectLiteralExpression(node) ? node : undefined;
}

/** The sets readRepository fills, as it fills them. */
interface Names {
  readonly topLevel: Set<string>;
  readonly callable: Set<string>;
  readonly members: Map<string, Set<string>>;
  readonly environment: Set<string>;
  /** Token records derived from a use case registry, by name: the registry's type and the record's own keys. */
  readonly derived: Map<string, { type: string; keys: string[] }>;
  /** Each `type X = UseCasesOf<typeof REGISTRY>`: X's registry. */
  readonly registries: Map<string, string>;
}

/** `withUseCaseTokens<U>()(record?)`: the type `U` names and the record's keys, or undefined for another expression. */
function derivedTokens(node: ts.Expression): { type: string; keys: string[] } | undefined {
  if (!ts.isCallExpression(node) || !ts.isCallExpression(node.expression)) return undefined;
  const inner = node.expression;
  const [type] = inner.typeArguments ?? [];
  if (!ts.isIdentifier(inner.expression) || inner.expression.text !== 'withUseCaseTokens') return undefined;
  if (!type || !ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName)) return undefined;
  const object = objectLiteral(node.arguments[0]);
  const keys = object ? object.properties.map((property) => nameOf(property.name) ?? '') : [];
  return { type: type.typeName.text, keys };
}

function collectNames(source: ts.SourceFile, names: Names): void {
  const { topLevel, callable, members, environment, derived, registries } = names;
  const add = (set: Set<string>, name: string | undefined) => name && set.add(name);
  for (const statement of source.statements) {
    if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement) ||
      ts.isModuleDeclaration(statement)
    ) {
      add(topLevel, nameOf(statement.name));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        add(topLevel, nameOf(declaration.name));
    }
    if (
      ts.isTypeAliasDeclaration(statement) &&
      ts.isTypeReferenceNode(statement.type) &&
      ts.isIdentifier(statement.type.typeName) &&
      statement.type.typeName.text === 'UseCasesOf'
    ) {
      const [registry] = statement.type.typeArguments ?? [];
      if (registry && ts.isTypeQueryNode(registry) && ts.isIdentifier(registry.exprName))
        registries.set(statement.name.text, registry.exprName.text);
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isClassDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isMethodSignature(node)
    ) {
      add(callable, nameOf(node.name)); // `dispose()` and `isCurrent(epoch)` are cited as calls too
    } else if (ts.isStringLiteral(node) && /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(node.text)) {
      environment.add(node.text);
    } else if (ts.isPropertyAccessExpression(node) && /(?:^|\.)env$/.test(node.expression.getText(source))) {
      environment.add(node.name.text);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = node.initializer;
      if (ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isClassExpression(value)) {
        callable.add(node.name.text);
      }
      const tokens = derivedTokens(value);
      if (tokens) derived.set(node.name.text, tokens);
      const object = objectLiteral(value);
      if (object) {
        const keys = members.get(node.name.text) ?? new Set<string>();
        for (const property of object.properties) add(keys, nameOf(property.name));
        members.set(node.name.text, keys);
      }
    } else if (ts.isImportSpecifier(node) && !node.isTypeOnly) {
      add(callable, (node.propertyName ?? node.name).text); // a library's function the docs may call
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (!node.moduleSpecifier.text.startsWith('.') && bindings && ts.isNamedImports(bindings)) {
        // a library's class or type (`Hono`) is a name the pages may cite
        for (const element of bindings.elements) add(topLevel, (element.propertyName ?? element.name).text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The code a Markdown page cites: each inline code span and each fenced block, with the line it starts on. */
export function citedCode(markdown: string): { code: string; line: number; block: boolean }[] {
  const found: { code: string; line: number; block: boolean }[] = [];
  const lineAt = (offset: number) => markdown.slice(0, offset).split('\n').length;
  const fence = /^( *)```[^\n]*\n([\s\S]*?)^\1```$/gm;
  let prose = markdown;
  for (const match of markdown.matchAll(fence)) {
    found.push({ code: match[2]!, line: lineAt(match.index) + 1, block: true });
    prose =
      prose.slice(0, match.index) +
      match[0].replace(/[^\n]/g, ' ') +
      prose.slice(match.index + match[0].length);
  }
  for (const match of prose.matchAll(/`([^`]+)`/g)) {
    found.push({
      code: match[1]!.replace(/\\\|/g, '|').replace(/\s*\n\s*/g, ' '),
      line: lineAt(match.index),
      block: false,
    });
  }
  return found;
}

/** A path pattern as a regular expression matched against the end of a repository path. */
function pathPattern(cited: string): RegExp {
  const body = cited
    .replace(/^(?:\.\.?\/)+/, '')
    .replace(/\/$/, '')
    .split(/(<[^>/]+>|\*|\{[^}]*\})/)
    .map((part) => {
      if (part.startsWith('<')) return '[^/]+';
      if (part === '*') return '[^/]*';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return escape(part);
    })
    .join('');
  return new RegExp(`(?:^|/)${body}$`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a cited span is a path in the repository (as opposed to a URL, a route of the API or a package). */
function looksLikePath(code: string): boolean {
  if (/\s|:\/\/|^node:|^@|^\/|[?=&|#]|\{[^},]*\}/.test(code)) return false; // `{id}`: a route's parameter
  if (GENERATED.test(code)) return false;
  return code.includes('/') ? /^[\w.<>{}*,\-/[\]]+$/.test(code) : FILE_NAME.test(code);
}

/** A path that starts at the file system's root (or a home folder) and so names nothing in the repository. */
function outsideRepository(code: string): boolean {
  return (
    /^(?:~\/|\/(?:work|home|tmp|usr|Users|var|opt|etc|mnt)\/)\S+$/.test(code) ||
    /^\/\S+\.(?:md|tsx?|mts)$/.test(code)
  );
}

/** A constant: its members are checked against the keys of its object literal. */
const CONSTANT = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** TypeScript's own types, which no source file declares. */
const TYPESCRIPT_TYPES = new Set([
  'Pick',
  'Omit',
  'Partial',
  'Required',
  'Readonly',
  'Record',
  'ReturnType',
  'Awaited',
]);

/**
 * Words the pages cite as code that are not names of this code: a code of the contract or a word of SQL or HTTP (`RUB`,
 * `GET`, `BEGIN`), a request's or a cookie's field (`Host`, `Cookie`, `Secure`).
 */
function notAName(name: string): boolean {
  return /^[A-Z]{1,4}$/.test(name) || ['Host', 'Cookie', 'Secure'].includes(name);
}

/** Every problem with what the page at `page` (relative to the root) cites, as `line: what`. */
export function missingCitations(page: string, markdown: string, repository: Repository): string[] {
  const problems: string[] = [];
  const pathExists = (cited: string) => {
    const pattern = pathPattern(cited);
    return repository.paths.some((known) => pattern.test(known));
  };
  const known = new Set(repository.paths);
  for (const link of markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
    if (/^[a-z]+:/.test(link[1]!)) continue; // https:, mailto:
    const target = path.posix.join(path.posix.dirname(page.split(path.sep).join('/')), link[1]!);
    if (!known.has(target.replace(/\/$/, ''))) {
      problems.push(
        `${markdown.slice(0, link.index).split('\n').length}: the link to \`${link[1]}\` leads nowhere`,
      );
    }
  }
  for (const { code, line, block } of citedCode(markdown)) {
    const trimmed = code.trim();
    if (!block && outsideRepository(trimmed)) {
      problems.push(`${line}: \`${trimmed}\` is outside the repository`);
      continue;
    }
    if (!block && looksLikePath(trimmed)) {
      if (!pathExists(trimmed)) problems.push(`${line}: no file or folder \`${trimmed}\``);
      continue;
    }
    if (!block && /^[A-Z][\w]*(?:-[\w]+)+$/.test(trimmed)) continue; // an HTTP header
    const source = parsed(code);
    if (!source) continue;
    for (const problem of missingNames(source, repository, pathExists)) problems.push(`${line}: ${problem}`);
  }
  return problems;
}

/** The span as TypeScript: an expression, or else statements; undefined when it is not TypeScript at all. */
function parsed(code: string): ts.SourceFile | undefined {
  for (const text of [`(${code}\n);`, code]) {
    const source = ts.createSourceFile('cited.ts', text, ts.ScriptTarget.Latest, true);
    const diagnostics = (source as unknown as { parseDiagnostics: readonly unknown[] }).parseDiagnostics;
    if (diagnostics.length === 0) return source;
  }
  return undefined;
}

function missingNames(
  source: ts.SourceFile,
  repository: Repository,
  pathExists: (cited: string) => boolean,
): string[] {
  const problems: string[] = [];
  const declaredHere = new Set<string>();
  const visitDeclarations = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) {
      const name = nameOf(node.name);
      if (name) declaredHere.add(name);
    }
    ts.forEachChild(node, visitDeclarations);
  };
  visitDeclarations(source);
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      CONSTANT.test(node.expression.text) &&
      !declaredHere.has(node.expression.text)
    ) {
      const keys = repository.members.get(node.expression.text);
      if (keys && !keys.has(node.name.text))
        problems.push(`${node.expression.text} has no \`${node.name.text}\``);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (!declaredHere.has(name) && !repository.callable.has(name)) {
        problems.push(`no function \`${name}\` is declared`);
      }
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier) && !pathExists(specifier.text)) {
        problems.push(`no file \`${specifier.text}\``);
      }
    }
    if (
      ts.isIdentifier(node) &&
      /^[A-Z]/.test(node.text) &&
      !notAName(node.text) &&
      !declaredHere.has(node.text) &&
      !isPropertyName(node) &&
      !repository.topLevel.has(node.text) &&
      !repository.environment.has(node.text) &&
      !TYPESCRIPT_TYPES.has(node.text) &&
      !(node.text in globalThis)
    ) {
      problems.push(`no \`${node.text}\` is declared at the top level of a source file`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

/** Whether an identifier is a key or a member (`{ content: … }`, `x.Login`), not a name of its own. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isPropertySignature(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node) ||
    (ts.isBindingElement(parent) && parent.propertyName === node)
  );
}
