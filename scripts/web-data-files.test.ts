import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFilesIn } from './source-files';

const root = resolve(import.meta.dirname, '..');
const features = join(root, 'src/web/features');

/** `src/web/features/<domain>/…/api/<file>.ts`: where a feature's calls to the server are written. */
const API_FILE = /^src\/web\/features\/[^/]+\/(?:.+\/)?api\/[^/]+\.ts$/;

/** The transport functions whose method is fixed rather than passed first. */
const FIXED_METHOD: Record<string, string> = {
  uploadFile: 'POST',
  fetchAllPages: 'GET',
  consoleListQuery: 'GET',
};

interface Endpoint {
  file: string;
  line: number;
  /** `GET /api/Admin/Orders/:`: the method and the address, each substitution as `:`, the query left out. */
  endpoint: string;
}

/** The text of an address literal, substitutions as `:`; null if it does not start with /api/. */
function addressOf(node: ts.Node): string | null {
  let text: string | null = null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  if (ts.isTemplateExpression(node))
    text = node.head.text + node.templateSpans.map((span) => `:${span.literal.text}`).join('');
  return text?.startsWith('/api/') ? text.split('?')[0]! : null;
}

/** The method a call sends an address with: `api('GET', '/api/…')`, or fixed by the function's name. */
function methodOf(address: ts.Node): string {
  const call = address.parent;
  if (!call || !ts.isCallExpression(call)) return '?';
  const name = ts.isIdentifier(call.expression) ? call.expression.text : '';
  if (FIXED_METHOD[name]) return FIXED_METHOD[name];
  const [first] = call.arguments;
  return first && first !== address && ts.isStringLiteral(first) ? first.text : '?';
}

/** Every API address a module writes, with the method it is sent with. */
export function endpointsIn(source: ts.SourceFile): Endpoint[] {
  const file = source.fileName;
  const found: Endpoint[] = [];
  const visit = (node: ts.Node) => {
    const address = addressOf(node);
    if (address) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ file, line: line + 1, endpoint: `${methodOf(node)} ${address}` });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `queryKey: [...]` spelled out, as `file:line`: keys come from the domain's factory (decision 044). */
export function literalQueryKeys(source: ts.SourceFile): string[] {
  const file = source.fileName;
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'queryKey' &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** The files of `endpoints` that write more than one endpoint, each with what it writes. */
export function filesWithSeveralEndpoints(endpoints: Endpoint[]): Record<string, readonly string[]> {
  const byFile = groupBy(endpoints, (entry) => entry.file);
  return Object.fromEntries(
    [...byFile]
      .map(([file, entries]) => [file, [...new Set(entries.map((entry) => entry.endpoint))]] as const)
      .filter(([, written]) => written.length > 1),
  );
}

/** The endpoints one feature writes in more than one file, each with those files. */
export function endpointsInSeveralFiles(endpoints: Endpoint[]): Record<string, readonly string[]> {
  const byEndpoint = groupBy(endpoints, (entry) => `${entry.file.split('/')[3]} ${entry.endpoint}`);
  return Object.fromEntries(
    [...byEndpoint]
      .map(([endpoint, entries]) => [endpoint, [...new Set(entries.map((entry) => entry.file))]] as const)
      .filter(([, files]) => files.length > 1),
  );
}

describe('web data files', () => {
  const sources = sourceFilesIn(features).map((path) =>
    parse(relative(root, path), readFileSync(path, 'utf8')),
  );
  const endpoints = sources.flatMap(endpointsIn);

  it("write the server's addresses only in a feature's api/ folder, console included", () => {
    const elsewhere = endpoints.filter((entry) => !API_FILE.test(entry.file));
    expect(elsewhere.map(({ file, line, endpoint }) => `${file}:${line}: ${endpoint}`)).toEqual([]);
  });

  it('hold one endpoint per file, and each endpoint of a feature in one file', () => {
    expect(filesWithSeveralEndpoints(endpoints)).toEqual({});
    expect(endpointsInSeveralFiles(endpoints)).toEqual({});
  });

  it('take every query key from the domain’s key factory', () => {
    expect(sources.flatMap(literalQueryKeys)).toEqual([]);
  });

  it('tell endpoints apart by method and address, whatever the call writes them with', () => {
    const text = [
      "const list = () => api<Row[]>('GET', '/api/Admin/Orders', { query: { page } });",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, for the parser
      "const one = (id: number) => apiDatas<Row>('GET', `/api/Admin/Orders/${id}?full=1`);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal, for the parser
      "const cancel = (id: number) => apiDatas('POST', `/api/Admin/Orders/${id}/Cancel`, { body: {} });",
      "const all = () => fetchAllPages<Row>('/api/Admin/Orders', {});",
      "const image = (file: File) => uploadFile('/api/Admin/Uploads/banner', file);",
      "const stale = { queryKey: ['admin', 'orders'] };",
    ].join('\n');
    const file = 'src/web/features/admin/orders/api/orders.ts';
    expect(endpointsIn(parse(file, text)).map((entry) => entry.endpoint)).toEqual([
      'GET /api/Admin/Orders',
      'GET /api/Admin/Orders/:',
      'POST /api/Admin/Orders/:/Cancel',
      'GET /api/Admin/Orders',
      'POST /api/Admin/Uploads/banner',
    ]);
    expect(Object.values(filesWithSeveralEndpoints(endpointsIn(parse(file, text))))).toEqual([
      [
        'GET /api/Admin/Orders',
        'GET /api/Admin/Orders/:',
        'POST /api/Admin/Orders/:/Cancel',
        'POST /api/Admin/Uploads/banner',
      ],
    ]);
    const twice = [
      ...endpointsIn(parse('src/web/features/admin/orders/api/get-orders.ts', text.split('\n')[0]!)),
      ...endpointsIn(parse('src/web/features/admin/orders/orders-page.tsx', text.split('\n')[3]!)),
      ...endpointsIn(parse('src/web/features/board/api/get-orders.ts', text.split('\n')[0]!)),
    ];
    expect(endpointsInSeveralFiles(twice)).toEqual({
      'admin GET /api/Admin/Orders': [
        'src/web/features/admin/orders/api/get-orders.ts',
        'src/web/features/admin/orders/orders-page.tsx',
      ],
    });
    expect(literalQueryKeys(parse(file, text))).toEqual([`${file}:6`]);
  });
});
