import { describe, expect, it } from 'vitest';
import { formatSimDay, formatSimTime, simDay } from './sim-day.ts';

const start = 1_735_689_600;

describe('the demo clock', () => {
  it('counts days from 1', () => {
    expect(simDay(start, start)).toBe(1);
    expect(simDay(start + 86_399, start)).toBe(1);
    expect(simDay(start + 199 * 86_400, start)).toBe(200);
    expect(formatSimDay(start + 86_400, start)).toBe('Day 2');
  });

  it('puts a midnight at the end of the day it closes, never as a "24:00" clock time', () => {
    expect(formatSimTime(start, start)).toBe('Day 1, 00:00');
    expect(formatSimTime(start + 184 * 86_400, start)).toBe('End of Day 184');
    expect(formatSimTime(start + 200 * 86_400, start)).toBe('End of Day 200');
  });

  it('tells the hour of the run’s day', () => {
    expect(formatSimTime(start + 9 * 3_600, start)).toBe('Day 1, 09:00');
    expect(formatSimTime(start + 11 * 86_400 + 23 * 3_600 + 30 * 60, start)).toBe('Day 12, 23:30');
  });
});
