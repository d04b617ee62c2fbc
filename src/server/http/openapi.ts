import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './auth';
import { isRateLimitGuard } from './rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A success answer that is a file rather than the JSON envelope, as the OpenAPI document shows it. */
    fileAnswer?: FileAnswer;
  }
}

export interface FileAnswer {
  contentType: string;
  description: string;
  /** Answers 304 to a matching If-None-Match / If-Modified-Since. */
  conditional?: boolean;
}

export const DOCS_PREFIX = '/api/docs';
/**
 * Whether a path is served without the app headers: everything outside /api (stored files under /GetUrl
 * are fetched by `<img>`, `<video>` and download links, which cannot send headers) and the docs.
 */
export function isAppHeaderExempt(path: string): boolean {
  return !path.startsWith('/api/') || path.startsWith(DOCS_PREFIX);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Modules whose calls reach the payment gateway and pass its failures on as 502. */
const GATEWAY_PREFIXES = ['/api/Payment/', '/api/Billing/', '/api/Membership/'];

/** The failure envelope every error response carries (error-handler.ts, the not-found handler). */
const failure = (description: string) =>
  z
    .object({
      success: z.literal(false),
      datas: z
        .record(z.string(), z.unknown())
        .nullable()
        .describe('null, or details such as `fields` for a validation failure'),
      respMessage: z.string().describe('localised message for the user'),
      code: z.string().describe('stable machine code, e.g. VALIDATION, AUTH_REQUIRED, FORBIDDEN'),
    })
    .describe(description);

const FAILURES = {
  400: failure('Invalid input (code VALIDATION with `datas.fields`, or a domain rule)'),
  401: failure('Missing or wrong app headers (APP_UNAUTHORIZED), or missing/expired access token'),
  403: failure('Not allowed: wrong role, not the owner, or X-XSRF-TOKEN does not echo the XSRF-TOKEN cookie'),
  404: failure('Not found'),
  409: failure('Conflicts with the current state'),
  413: failure('Body or upload too large'),
  414: failure('A path parameter longer than the router accepts (100 characters)'),
  415: failure('Unsupported content type'),
  429: failure('Too many attempts (RATE_LIMITED); see Retry-After'),
  500: failure('Unexpected failure (INTERNAL)'),
  502: failure('The payment gateway failed or did not answer'),
  503: failure('A dependency (database, registry, address search) is unavailable'),
  507: failure('No room left to store the upload (STORAGE_FULL)'),
} as const;
type FailureStatus = keyof typeof FAILURES;

interface RouteFacts {
  method: string;
  url: string;
  access: Access;
  hasInput: boolean;
  hasBody: boolean;
  upload: boolean;
  rateLimited: boolean;
}

/** The failures a call can meet, from what every call goes through: app headers, access, body parsing. */
export function failureStatuses(route: RouteFacts): FailureStatus[] {
  const statuses = new Set<FailureStatus>([400, 500, 503]);
  const apiCall = !isAppHeaderExempt(route.url);
  const unsafe = !SAFE_METHODS.has(route.method);
  if (apiCall) statuses.add(401);
  if (route.access !== 'public' || (apiCall && unsafe)) statuses.add(403);
  if (route.hasInput || route.access !== 'public') statuses.add(404);
  if (route.url.includes('/:')) statuses.add(414);
  if (unsafe && route.access !== 'public') statuses.add(409);
  if (unsafe || route.hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.rateLimited) statuses.add(429);
  if (route.upload) statuses.add(507);
  if (GATEWAY_PREFIXES.some((prefix) => route.url.startsWith(prefix))) statuses.add(502);
  return [...statuses].sort((a, b) => a - b);
}

const wordsOf = (segment: string) =>
  segment
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
const pascal = (segment: string) =>
  wordsOf(segment)
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

function segmentsOf(url: string): string[] {
  return url.split('/').filter((segment) => segment && segment !== 'api');
}

/** `POST /api/Admin/Members/:useruid/License` → `postAdminMembersByUseruidLicense`. */
export function operationIdOf(method: string, url: string): string {
  const parts = segmentsOf(url).map((segment) =>
    segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : pascal(segment),
  );
  return `${method.toLowerCase()}${parts.join('')}`;
}

/** `GET /api/Contents/search/calendar/:year/:month` → `Contents › search › calendar (GET)`. */
export function summaryOf(method: string, url: string): string {
  const words = segmentsOf(url)
    .filter((segment) => !segment.startsWith(':'))
    .map(wordsOf);
  return `${words.join(' › ')} (${method})`;
}

function securityOf(access: Access, apiCall: boolean) {
  if (!apiCall) return [];
  const appHeaders = { appId: [], appKey: [] };
  if (access !== 'public') return [{ ...appHeaders, bearer: [] }];
  // Public calls still read a valid bearer token (a course page says "already enrolled").
  return [appHeaders, { ...appHeaders, bearer: [] }];
}

function accessNote(access: Access, apiCall: boolean): string {
  if (!apiCall) return 'Public and sent without the app headers, so that `<img>` and download links work.';
  if (access === 'admin')
    return 'Admin only: a bearer token of an account with role `admin` (x-required-role).';
  if (access === 'instructor')
    return 'Instructors and admins: a bearer token of an account with role `instructor` (scoped to the courses assigned to it) or `admin` (x-required-role).';
  if (access === 'member') return 'Signed-in members: a bearer access token.';
  return 'Public: the app headers only; a bearer token, if sent, is read.';
}

const xsrfParameters = [
  {
    in: 'cookie',
    name: 'XSRF-TOKEN',
    required: false,
    schema: { type: 'string' },
    description: 'Set by the web app; when present, X-XSRF-TOKEN must echo it',
  },
  {
    in: 'header',
    name: 'X-XSRF-TOKEN',
    required: false,
    schema: { type: 'string' },
    description: 'Echo of the XSRF-TOKEN cookie (double-submit check)',
  },
];

const uploadBody = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'the one uploaded file' } },
  required: ['file'],
};

function fileResponses(answer: FileAnswer | undefined) {
  if (!answer) return {};
  const file = {
    description: answer.description,
    content: { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } },
  };
  return answer.conditional
    ? { 200: file, 304: { description: 'Not modified since the copy the caller holds', type: 'null' } }
    : { 200: file };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type DocumentedSchema = Record<string, unknown> & {
  response?: Record<string, unknown>;
  consumes?: string[];
  body?: unknown;
};

/** Adds what the route's options already say (access, guards, uploads) to its zod-derived schema. */
function documentRoute(input: TransformInput) {
  const route = input.route as RouteOptions;
  const method = [route.method].flat()[0] ?? 'GET';
  const access: Access = route.config?.access ?? 'public';
  const apiCall = !isAppHeaderExempt(input.url);
  const source = (input.schema ?? {}) as DocumentedSchema;
  const upload = source.consumes?.includes('multipart/form-data') ?? false;
  const statuses = failureStatuses({
    method,
    url: input.url,
    access,
    hasInput: Boolean(source.params || source.querystring || source.body || upload),
    hasBody: Boolean(source.body || upload),
    upload,
    rateLimited: [route.preHandler ?? []].flat().some(isRateLimitGuard),
  });
  const withFailures = {
    ...source,
    response: {
      ...Object.fromEntries(statuses.map((status) => [status, FAILURES[status]])),
      ...source.response,
    },
  };
  const { schema, url } = jsonSchemaTransform({ ...input, schema: withFailures });
  const generated = schema as DocumentedSchema;
  const documented: DocumentedSchema = {
    ...generated,
    response: { ...generated.response, ...fileResponses(route.config?.fileAnswer) },
    operationId: source.operationId ?? operationIdOf(method, input.url),
    summary: source.summary ?? summaryOf(method, input.url),
    description: [source.description, accessNote(access, apiCall)].filter(Boolean).join('\n\n'),
    security: securityOf(access, apiCall),
    ...(access === 'admin' || access === 'instructor' ? { 'x-required-role': access } : {}),
    ...(upload && !source.body ? { body: uploadBody } : {}),
  };
  return { schema: documented, url };
}

/**
 * OpenAPI 3.0 reads `enum` before `nullable`: a nullable enum must list null itself (3.0.3, "nullable"),
 * or validators reject the null the server sends.
 */
function listNullInNullableEnums(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable && schema.enum && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  for (const child of Object.values(node)) listNullInNullableEnums(child);
}

/** The XSRF cookie and header are optional parameters of every state-changing call. */
function addXsrfParameters(document: Record<string, unknown>) {
  const paths = document.paths as Record<string, Record<string, { parameters?: unknown[] }>>;
  for (const [path, operations] of Object.entries(paths)) {
    if (isAppHeaderExempt(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (SAFE_METHODS.has(method.toUpperCase())) continue;
      operation.parameters = [...(operation.parameters ?? []), ...xsrfParameters];
    }
  }
  return document;
}

/**
 * The OpenAPI document at /api/docs/json and its viewer at /api/docs, generated from the route schemas;
 * served only with `served` (API_DOCS), the document still built for `app.swagger()`.
 */
export async function registerOpenApi(app: FastifyInstance, served: boolean): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'MEDIVENUS API',
        version: '1.0.0',
        description:
          'Every /api call sends the app headers X-App-Id and X-App-Key; member and admin calls add a ' +
          'bearer access token. Answers are the envelope `{success, datas, respMessage, code}`.',
        license: { name: 'Proprietary', url: 'https://medivenus.example/terms' },
      },
      servers: [{ url: '/', description: 'this server' }],
      components: {
        securitySchemes: {
          appId: { type: 'apiKey', in: 'header', name: 'X-App-Id' },
          appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: documentRoute,
    transformObject: (documentObject) => {
      const document = (documentObject as { openapiObject: Record<string, unknown> }).openapiObject;
      listNullInNullableEnums(document.paths);
      return addXsrfParameters(document);
    },
  });
  if (served) await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
