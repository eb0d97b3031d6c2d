import { describe, expect, it } from 'vitest';
import { timeSince } from './time-since';

const now = new Date('2026-11-25T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('the time since a search was made', () => {
  it.each([
    [20, 'hace un momento'],
    [-30, 'hace un momento'],
    [60, 'hace 1 minuto'],
    [59 * 60, 'hace 59 minutos'],
    [2 * 3600 + 10, 'hace 2 horas'],
    [24 * 3600, 'hace 1 día'],
    [6 * 24 * 3600, 'hace 6 días'],
    [15 * 24 * 3600, 'hace 2 semanas'],
    [65 * 24 * 3600, 'hace 2 meses'],
    [800 * 24 * 3600, 'hace 2 años'],
  ])('%i seconds ago reads %s', (seconds, words) => {
    expect(timeSince(ago(seconds), now)).toBe(words);
  });
});
