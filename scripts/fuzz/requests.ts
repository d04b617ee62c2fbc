import fc from 'fast-check';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

/** Ids of records the fuzz built, by parameter or property name in lower case (state.ts). */
export type KnownValues = Record<string, (string | number)[]>;

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of input this is, for the failure report. */
  shape: string;
}

/** In 10: how often a field takes an edge value instead of a documented one. */
const EDGE_WEIGHT = 2;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its (invalid) UTF-8 bytes. */
export function encodeComponent(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        const unit = char.charCodeAt(0);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');
}

const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Bodies that are not what any schema describes, all sent as application/json. */
const JSON_EDGES: [string, string][] = [
  ['null body', 'null'],
  ['empty JSON body', ''],
  ['deeply nested body', deepJson(5_000)],
  ['truncated JSON', '{"a":'],
  ['huge JSON string', `"${'x'.repeat(1_500_000)}"`],
  ['oversized body', `"${'x'.repeat(2_200_000)}"`],
  ['JSON array body', '[]'],
  ['prototype pollution', '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}'],
  ['NUL body', '\u0000'],
];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer }[]) {
  const boundary = 'fuzzboundary7MA4YWxk';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        `${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
        `${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

interface Body {
  shape: string;
  contentType?: string;
  payload?: string | Buffer;
}

const UPLOAD_BODIES: Body[] = [
  {
    shape: 'PNG upload',
    ...multipart([{ name: 'file', filename: 'pixel.png', type: 'image/png', data: PNG }]),
  },
  {
    shape: 'random bytes upload',
    ...multipart([{ name: 'file', filename: 'x.bin', data: Buffer.from([0, 255, 1, 254, 0]) }]),
  },
  { shape: 'empty file upload', ...multipart([{ name: 'file', filename: '', data: Buffer.alloc(0) }]) },
  { shape: 'field without file', ...multipart([{ name: 'note', data: Buffer.from('a\u0000b') }]) },
  { shape: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage' },
];

function jsonBodyOf(schema: JsonSchema): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 7,
      arbitrary: arbitraryFor(schema, EDGE_WEIGHT).map(
        (value): Body => ({
          shape: 'generated body',
          contentType: 'application/json',
          payload: JSON.stringify(value),
        }),
      ),
    },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...JSON_EDGES)
        .map(([shape, payload]): Body => ({ shape, contentType: 'application/json', payload })),
    },
  );
}

function bodyOf(operation: Operation, known: KnownValues): fc.Arbitrary<Body> {
  const content = operation.requestBody?.content ?? {};
  if (content['multipart/form-data']) return fc.constantFrom(...UPLOAD_BODIES);
  const json = content['application/json'];
  if (json) return jsonBodyOf(withKnown(json.schema, known));
  if (SAFE_METHODS.has(operation.method)) return fc.constant({ shape: 'no body' });
  return fc.oneof(
    { weight: 7, arbitrary: fc.constant<Body>({ shape: 'no body' }) },
    { weight: 3, arbitrary: jsonBodyOf({}) },
  );
}

/** The XSRF double-submit pair: usually absent, sometimes matching, mismatched or malformed. */
const XSRF_CASES: { shape: string; cookie?: string; header?: string }[] = [
  { shape: 'no XSRF cookie' },
  { shape: 'no XSRF cookie' },
  { shape: 'no XSRF cookie' },
  { shape: 'matching XSRF pair', cookie: 'XSRF-TOKEN=abcDEF123', header: 'abcDEF123' },
  { shape: 'XSRF cookie without header', cookie: 'XSRF-TOKEN=abcDEF123' },
  { shape: 'malformed XSRF cookie', cookie: 'XSRF-TOKEN=%', header: '%' },
  { shape: 'truncated escape in XSRF cookie', cookie: 'XSRF-TOKEN=%E0%A4%A', header: 'x' },
  { shape: 'empty XSRF cookie', cookie: 'XSRF-TOKEN=', header: '' },
  { shape: 'doubled XSRF cookie', cookie: 'XSRF-TOKEN=a; XSRF-TOKEN=b', header: 'b' },
  { shape: 'long XSRF cookie', cookie: `XSRF-TOKEN=${'z'.repeat(4_000)}`, header: 'z' },
  { shape: 'multibyte XSRF cookie', cookie: 'XSRF-TOKEN=%ED%95%9C', header: '%ED%95%9C' },
];

/**
 * The schema, with every field named in `known` taking one of its known values as often as a
 * generated one: an operation then also meets records that exist and have dependants.
 */
export function withKnown(schema: JsonSchema, known: KnownValues, name = ''): JsonSchema {
  const each = (schemas?: JsonSchema[]) => schemas?.map((choice) => withKnown(choice, known));
  return {
    ...schema,
    anyOf: each(schema.anyOf),
    oneOf: each(schema.oneOf),
    allOf: each(schema.allOf),
    items: schema.items && withKnown(schema.items, known),
    properties:
      schema.properties &&
      Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [key, withKnown(property, known, key)]),
      ),
    known: known[name.toLowerCase()],
  };
}

function parametersOf(operation: Operation, where: Parameter['in'], known: KnownValues) {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
  return fc.record(
    Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        arbitraryFor(withKnown(parameter.schema, known, parameter.name), EDGE_WEIGHT),
      ]),
    ),
    { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  );
}

/**
 * Requests for one operation, from its documented parameters and body plus the edge cases; ids
 * named in `known` are often the records the fuzz built.
 */
export function requestsFor(operation: Operation, known: KnownValues = {}): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: parametersOf(operation, 'path', known),
      query: parametersOf(operation, 'query', known),
      body: bodyOf(operation, known),
      xsrf: fc.constantFrom(...XSRF_CASES),
    })
    .map(({ path, query, body, xsrf }) => {
      // An empty segment would name another operation (`/Orders/` is the list, not an order), so an
      // empty path value goes as a single space: still a bad value for this operation.
      const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        encodeComponent(asText(path[name] ?? '') || ' '),
      );
      const search = Object.entries(query)
        .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(asText(value))}`)
        .join('&');
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (xsrf.cookie) headers.cookie = xsrf.cookie;
      if (xsrf.header !== undefined) headers['x-xsrf-token'] = xsrf.header;
      return {
        method: operation.method,
        url: search ? `${url}?${search}` : url,
        headers,
        payload: body.payload,
        shape: `${body.shape}, ${xsrf.shape}`,
      };
    });
}
