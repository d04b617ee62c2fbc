import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Operation, requestsFor } from './requests';

const deleteLesson: Operation = {
  method: 'POST',
  path: '/api/Admin/Contents/{contentsid}/Lessons/Delete',
  operationId: 'postAdminContentsLessonsDelete',
  parameters: [
    { in: 'path', name: 'contentsid', required: true, schema: { type: 'integer', minimum: 1 } },
    { in: 'query', name: 'id', required: true, schema: { type: 'integer', minimum: 1 } },
  ],
  requestBody: {
    content: {
      'application/json': {
        schema: { type: 'object', properties: { lessonId: { type: 'integer' } }, required: ['lessonId'] },
      },
    },
  },
  responses: {},
};

describe('fuzz requests', () => {
  const sample = (known = {}) => fc.sample(requestsFor(deleteLesson, known), { seed: 7, numRuns: 200 });

  it('send the records the fuzz built, by field name in any case, in path, query and body', () => {
    const requests = sample({ contentsid: [9001], id: [9002], lessonid: [9003] });
    expect(requests.some((request) => request.url.startsWith('/api/Admin/Contents/9001/'))).toBe(true);
    expect(requests.some((request) => request.url.endsWith('?id=9002'))).toBe(true);
    expect(requests.some((request) => String(request.payload).includes('"lessonId":9003'))).toBe(true);
  });

  it('never meet those records without them', () => {
    expect(sample().some((request) => /900[123]/.test(`${request.url} ${request.payload}`))).toBe(false);
  });
});
