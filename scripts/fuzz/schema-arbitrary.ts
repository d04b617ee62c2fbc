import fc from 'fast-check';

/** The JSON-schema subset zod emits into the OpenAPI document. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** Not OpenAPI: ids of records that exist, given as often as generated values (requests.ts). */
  known?: unknown[];
}

const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;

/** Values that have broken servers before: control bytes, broken UTF-16, overflow, impossible dates. */
export const EDGE_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  1e15,
  -1,
  0,
  1.5,
  '2147483648',
  '9007199254740993',
  '1e400',
  '2024-02-30',
  '2023-13-45T25:61:00Z',
  '0000-00-00T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '',
  ' ',
  null,
  true,
  [],
  {},
  nested(64),
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
];

export const edgeValue = fc.constantFrom(...EDGE_VALUES);

/** A small bounded string; fast-check cannot always generate from a pattern, so it falls back to plain text. */
function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time' || schema.format === 'date') {
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => (schema.format === 'date' ? date.toISOString().slice(0, 10) : date.toISOString()));
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((text) => text.length <= 200);
    } catch {
      // A pattern fast-check cannot generate from: plain text below is still valid-ish.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)) });
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
  const high = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : schema.maximum;
  // Small numbers find the demo rows (ids, pages); the edge values cover the far ends.
  const min = Math.max(low ?? -5, -1_000_000);
  const max = Math.max(min, Math.min(high ?? 60, min + 1_000));
  if (schema.type === 'integer') return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema, edgeWeight: number, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      arbitraryFor(property, edgeWeight, depth + 1),
    ]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/**
 * Values for a schema: mostly as documented ("valid-ish"), and with weight `edgeWeight` in 10 an edge
 * value in place of any field; half the time one of its `known` values where it has them.
 */
export function arbitraryFor(schema: JsonSchema, edgeWeight: number, depth = 0): fc.Arbitrary<unknown> {
  if (schema.known?.length)
    return fc.oneof(
      fc.constantFrom(...schema.known),
      arbitraryFor({ ...schema, known: undefined }, edgeWeight, depth),
    );
  const documented = documentedArbitraryFor(schema, edgeWeight, depth);
  if (edgeWeight <= 0) return documented;
  return fc.oneof(
    { weight: 10 - edgeWeight, arbitrary: documented },
    { weight: edgeWeight, arbitrary: edgeValue },
  );
}

function documentedArbitraryFor(
  schema: JsonSchema,
  edgeWeight: number,
  depth: number,
): fc.Arbitrary<unknown> {
  const value = plainArbitraryFor(schema, edgeWeight, depth);
  return schema.nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

function plainArbitraryFor(schema: JsonSchema, edgeWeight: number, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, edgeWeight, depth)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], edgeWeight, depth);
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, edgeWeight, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, depth > 2 ? 1 : 4)),
      });
    case 'object':
      return objectOf(schema, edgeWeight, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
