import { describe, expect, it } from 'vitest';
import { createChecks } from './checks';
import { unexplainedLosses } from './ledger';
import type { Operation } from './requests';

const envelope = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    datas: { type: 'string', nullable: true },
    respMessage: { type: 'string' },
  },
  required: ['success', 'datas', 'respMessage'],
};
const operation: Operation = {
  method: 'GET',
  path: '/api/Thing',
  operationId: 'getThing',
  responses: {
    200: { content: { 'application/json': { schema: envelope } } },
    404: { content: { 'application/json': { schema: envelope } } },
  },
};
const json = { 'content-type': 'application/json; charset=utf-8' };

describe('fuzz checks', () => {
  const check = createChecks();

  it('passes a documented status whose body matches its schema', () => {
    const body = JSON.stringify({ success: true, datas: null, respMessage: '' });
    expect(check(operation, { statusCode: 200, headers: json, body })).toEqual([]);
  });

  it('fails a server error, naming the cause the server logged', () => {
    const body = JSON.stringify({ success: false, datas: null, respMessage: 'x', code: 'INTERNAL' });
    expect(
      check(operation, { statusCode: 500, headers: json, body }, 'URIError: URI malformed'),
    ).toContainEqual({
      check: 'server error',
      detail: '500 INTERNAL: URIError: URI malformed',
    });
  });

  it('fails an undocumented status and a body that breaks the documented schema', () => {
    expect(check(operation, { statusCode: 409, headers: json, body: '{}' })[0]?.check).toBe(
      'undocumented status',
    );
    const body = JSON.stringify({ success: false, datas: 3, respMessage: 'x' });
    expect(check(operation, { statusCode: 404, headers: json, body })[0]).toMatchObject({
      check: 'response schema',
      detail: expect.stringContaining('/datas'),
    });
  });
});

describe('nothing lost', () => {
  const state = (entries: [string, string][]) => new Map(entries);
  const before = {
    orders: state([['o1', 'paid']]),
    enrolments: state([]),
    coupons: state([['C1', 'issued']]),
  };
  const after = {
    orders: state([['o1', 'paid']]),
    enrolments: state([]),
    coupons: state([['C1', 'registered']]),
  };

  it('flags a changed coupon that no successful call explains', () => {
    expect(unexplainedLosses(before, after, ['/api/Banner/Save'])).toEqual([
      { table: 'coupons', changed: ['C1 issued → registered'] },
    ]);
  });

  it('accepts it after a successful registration', () => {
    expect(unexplainedLosses(before, after, ['/api/Coupon/Registration/C1'])).toEqual([]);
  });
});
