import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { matchPath } from 'react-router';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, EMPTY_ROUTES, MYPAGE_ROUTES, STANDARD_ROUTES } from '../src/web/app/route-table';

const root = resolve(import.meta.dirname, '..');
const web = join(root, 'src/web');

/** Where a route's path may be written out: the table that declares it and the helper that builds it. */
const DECLARED_IN = new Set(['src/web/app/route-table.ts', 'src/web/lib/paths.ts']);

const patterns = [...STANDARD_ROUTES, ...MYPAGE_ROUTES, ...EMPTY_ROUTES, ...ADMIN_ROUTES].map(
  (route) => route.path,
);
/** '/courseDetail/:contentsid' is also spelled as `/courseDetail/${id}`: its part before the first parameter. */
const heads = new Set(patterns.map((pattern) => pattern.split('/:')[0]!));

/** Whether a string's text (up to its query, fragment or first substitution) names a route. */
function namesRoute(text: string): boolean {
  const pathname = text.split(/[?#]/)[0]!;
  if (!pathname.startsWith('/')) return false;
  return (
    heads.has(pathname.replace(/(.)\/$/, '$1')) || patterns.some((pattern) => matchPath(pattern, pathname))
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests state the address a reader sees, as the spec writes it.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every string and template head of a file that names a route, as `file:line: text`. */
function routeLiterals(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
      namesRoute(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${relative(root, file)}:${line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('route paths', () => {
  it('are spelled only in the route table and paths.ts: everywhere else through paths.*', () => {
    const files = sourceFiles(web).filter((file) => {
      const name = relative(root, file);
      return !DECLARED_IN.has(name);
    });
    expect(files.flatMap(routeLiterals)).toEqual([]);
  });

  it('recognises a route spelled out, with a parameter, query or substitution', () => {
    for (const text of ['/campus', '/courseDetail/13', '/courseDetail/', '/payment?contentsid=', '/admin'])
      expect(namesRoute(text), text).toBe(true);
    for (const text of ['/api/Contents/GetInfo/', '/campus-banner.png', 'campus', '/'])
      expect(namesRoute(text), text).toBe(false);
  });
});
