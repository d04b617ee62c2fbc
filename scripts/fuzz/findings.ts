import type { CheckFailure } from './checks';
import type { FuzzRequest, Operation } from './requests';

interface Finding {
  operation: string;
  check: CheckFailure['check'];
  detail: string;
  count: number;
  roles: string[];
  shapes: string[];
  example: string;
}

const MAX_SHAPES = 4;

/** Failures grouped by operation, check and what went wrong, with the first request that showed each. */
export class Findings {
  private readonly byKey = new Map<string, Finding>();

  add(operation: Operation, role: string, request: FuzzRequest, failure: CheckFailure): void {
    const name = `${operation.method} ${operation.path}`;
    const key = `${name}\n${failure.check}\n${failure.detail}`;
    const finding = this.byKey.get(key) ?? {
      operation: name,
      check: failure.check,
      detail: failure.detail,
      count: 0,
      roles: [],
      shapes: [],
      example: `${role}: ${request.method} ${request.url.slice(0, 200)}`,
    };
    finding.count += 1;
    if (!finding.roles.includes(role)) finding.roles.push(role);
    if (finding.shapes.length < MAX_SHAPES && !finding.shapes.includes(request.shape))
      finding.shapes.push(request.shape);
    this.byKey.set(key, finding);
  }

  list(): Finding[] {
    return [...this.byKey.values()].sort(
      (a, b) => a.operation.localeCompare(b.operation) || a.check.localeCompare(b.check),
    );
  }

  count(): number {
    return this.byKey.size;
  }

  print(): void {
    const findings = this.list();
    const byCheck = new Map<string, number>();
    for (const finding of findings)
      byCheck.set(finding.check, (byCheck.get(finding.check) ?? 0) + finding.count);
    const operations = new Set(findings.map((finding) => finding.operation));
    console.log(
      `${operations.size} operations failed; by check: ${[...byCheck].map(([check, n]) => `${check} ${n}`).join(', ') || 'none'}`,
    );
    let current = '';
    for (const finding of findings) {
      if (finding.operation !== current) console.log(`\n${finding.operation}`);
      current = finding.operation;
      console.log(
        `  ${finding.check}: ${finding.detail} ×${finding.count} [${finding.roles.join(', ')}] ` +
          `(${finding.shapes.join('; ')}) e.g. ${finding.example}`,
      );
    }
  }
}
