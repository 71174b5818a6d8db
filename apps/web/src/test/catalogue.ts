import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The keys the code asks for: the first argument of every `t('…')`, `i18n.t('…')` and `msg('…')`
 * call and every `i18nKey="…"`, read from the syntax tree so a key split over lines or quoted
 * either way is still found. Each key maps to the files (relative to src) that use it.
 */
export function collectKeys(srcDir: string): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const file of sourceFiles(srcDir)) {
    const path = relative(srcDir, file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const add = (key: string) => {
      if (!keys.has(key)) keys.set(key, new Set());
      keys.get(key)!.add(path);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && isTranslateCall(node.expression)) {
        const first = node.arguments[0];
        if (first && ts.isStringLiteralLike(first)) add(first.text);
      }
      if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey') {
        const value = node.initializer;
        if (value && ts.isStringLiteral(value)) add(value.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return keys;
}

function isTranslateCall(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 't' || callee.text === 'msg';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes('/test/'));
}

/** The `{{name}}` placeholders of a text, sorted, so a key and its translation can be compared. */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
