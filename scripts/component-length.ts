import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { sourceFilesIn } from './source-files';

/** A model codebase's longest component is about this long; past it, a reader loses the thread. */
export const COMPONENT_LINE_LIMIT = 150;

/** One component function and its length in lines, from its `function`/parameters to its last brace. */
export interface ComponentLength {
  file: string;
  name: string;
  lines: number;
}

/** React's naming rule: a component is a function whose name starts with a capital letter. */
const isComponentName = (name: string) => /^[A-Z]/.test(name);

/** `memo(() => …)`, `forwardRef(function …)`: the function a wrapper call holds, if any. */
function functionIn(node: ts.Expression): ts.FunctionLikeDeclaration | undefined {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
  if (ts.isParenthesizedExpression(node)) return functionIn(node.expression);
  if (ts.isCallExpression(node)) {
    for (const argument of node.arguments) {
      const inner = functionIn(argument);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Every component function in one module's text, named as it is declared, nested ones included. */
export function componentLengths(file: string, text: string): ComponentLength[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ComponentLength[] = [];
  const measure = (name: string, fn: ts.Node) => {
    const first = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
    const last = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
    found.push({ file, name, lines: last - first + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && isComponentName(node.name.text)) {
      measure(node.name.text, node);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const fn = isComponentName(node.name.text) ? functionIn(node.initializer) : undefined;
      if (fn) measure(node.name.text, fn);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The component functions under `directory` longer than `limit` lines, longest first. */
export function longComponents(directory: string, limit = COMPONENT_LINE_LIMIT): ComponentLength[] {
  return sourceFilesIn(directory)
    .filter((path) => path.endsWith('.tsx'))
    .flatMap((path) => componentLengths(relative(process.cwd(), path), readFileSync(path, 'utf8')))
    .filter((component) => component.lines > limit)
    .sort((a, b) => b.lines - a.lines);
}
