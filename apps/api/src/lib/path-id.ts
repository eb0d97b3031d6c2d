// Ids in a route's path arrive as text: every module reads them the same way.
import { notFound } from './errors';

/** Anything but a positive integer names nothing at all: 404, as for an id nobody has. */
export function toId(value: string): number {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw notFound();
  return id;
}
