import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR, LOCALES, operatorVariables } from '@casino/core';

type Tree = { readonly [key: string]: string | Tree };

const bundles = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const root = path.resolve(import.meta.dirname, '..');

/** Each message of a bundle by its key. */
function messages(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : messages(value, `${prefix}${key}.`),
  );
}

/** The names a message fills in: `{{left}}`, `{{value, number}}`. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();

/** The operator's fields, which i18n fills in every message itself (`createI18n`'s variables). */
const FILLED_BY_I18N = new Set(Object.keys(operatorVariables(DEMO_OPERATOR)));

const english = new Map<string, string>();
for (const [file, tree] of Object.entries(bundles)) {
  const [, , locale, name] = file.split('/');
  if (locale !== 'en') continue;
  for (const [key, message] of messages(tree)) english.set(`${name?.replace('.json', '')}:${key}`, message);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const literal = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** Calls `t('key', { ... })` whose message names a value the call does not pass. */
function unfilledCalls(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('useTranslation')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const namespaces: string[] = [];
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const first = node.arguments[0];
      if (callee === 'useTranslation' && first) {
        const names = ts.isArrayLiteralExpression(first) ? first.elements.map(literal) : [literal(first)];
        namespaces.push(...names.filter((name): name is string => name !== null));
      }
      if (callee === 't' || callee.endsWith('.t')) calls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls.flatMap((call) => {
    const key = literal(call.arguments[0]);
    if (key === null) return [];
    const options = call.arguments[1];
    if (options && !ts.isObjectLiteralExpression(options)) return [];
    if (options?.properties.some((property) => ts.isSpreadAssignment(property))) return [];
    const passed = new Set(options?.properties.map((property) => property.name?.getText(source) ?? '') ?? []);
    const candidates = key.includes(':') ? [key] : namespaces.map((namespace) => `${namespace}:${key}`);
    const message = candidates
      .map((candidate) => english.get(candidate))
      .find((found) => found !== undefined);
    if (message === undefined) return [];
    const missing = placeholders(message).filter((name) => !passed.has(name) && !FILLED_BY_I18N.has(name));
    return missing.length === 0
      ? []
      : [`${path.relative(root, file)}: t('${key}') without ${missing.join(', ')}`];
  });
}

describe('interpolation', () => {
  it('fills in the same values in every locale as in English', () => {
    const differing: string[] = [];
    for (const [file, tree] of Object.entries(bundles)) {
      const [, , locale, name] = file.split('/');
      if (locale === 'en' || !LOCALES.some((known) => known === locale)) continue;
      for (const [key, message] of messages(tree)) {
        const own = english.get(`${name?.replace('.json', '')}:${key}`);
        if (own !== undefined && placeholders(own).join() !== placeholders(message).join())
          differing.push(`${locale}/${name}: ${key}`);
      }
    }
    expect(differing).toEqual([]);
  });

  // Parses every component: seconds on a busy machine.
  it(
    'is given every value a message names, wherever a component asks for it by its key',
    { timeout: 30_000 },
    () => {
      expect(sourceFiles(root).flatMap(unfilledCalls)).toEqual([]);
    },
  );
});
