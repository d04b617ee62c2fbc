import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Operation } from './requests';

export type CheckName = 'server error' | 'undocumented status' | 'response schema';

export interface CheckFailure {
  check: CheckName;
  detail: string;
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** schemathesis's default checks: no 5xx, only documented statuses, bodies that match their schema. */
export function createChecks() {
  // OpenAPI 3.0 schemas: `nullable` is understood by Ajv, `example` and friends are annotations.
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const compiled = new Map<string, ValidateFunction>();

  function validatorFor(operation: Operation, status: string): ValidateFunction | null {
    const schema = operation.responses[status]?.content?.['application/json']?.schema;
    if (!schema) return null;
    const key = `${operation.operationId} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  }

  /** `cause`: what the server logged while answering, so 5xx findings group by their cause. */
  return function check(operation: Operation, answer: Answer, cause = ''): CheckFailure[] {
    const failures: CheckFailure[] = [];
    const status = String(answer.statusCode);
    const code = (() => {
      try {
        return (JSON.parse(answer.body) as { code?: string }).code ?? '';
      } catch {
        return '';
      }
    })();
    if (answer.statusCode >= 500)
      failures.push({
        check: 'server error',
        detail: [`${status} ${code}`.trim(), cause].filter(Boolean).join(': '),
      });
    if (!operation.responses[status]) {
      failures.push({ check: 'undocumented status', detail: `${status} ${code}`.trim() });
      return failures;
    }
    const type = String(answer.headers['content-type'] ?? '');
    const validate = validatorFor(operation, status);
    if (!validate) return failures;
    if (!type.startsWith('application/json')) {
      failures.push({
        check: 'response schema',
        detail: `${status}: content-type ${type || 'missing'}, not JSON`,
      });
      return failures;
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      failures.push({ check: 'response schema', detail: `${status}: body is not JSON` });
      return failures;
    }
    if (!validate(body)) {
      const first = validate.errors?.[0];
      failures.push({
        check: 'response schema',
        detail: `${status}: ${first?.instancePath || '/'} ${first?.message ?? 'does not match'}`,
      });
    }
    return failures;
  };
}
