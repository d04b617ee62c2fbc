import { notFound } from '../../http/errors';

export function findDemo(id: number) {
  if (id < 1) throw notFound();
  return { id };
}
