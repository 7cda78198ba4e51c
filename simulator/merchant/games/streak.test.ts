import { describe, expect, it } from 'vitest';
import { currentStreak, nextStreak } from './streak';

describe('game streaks on UTC days', () => {
  it('start at one, hold within a day, grow on the next day and restart after a missed day', () => {
    expect(nextStreak(null, '2026-11-22')).toBe(1);
    expect(nextStreak({ day: '2026-11-22', streak: 3 }, '2026-11-22')).toBe(3);
    expect(nextStreak({ day: '2026-11-21', streak: 3 }, '2026-11-22')).toBe(4);
    expect(nextStreak({ day: '2026-11-20', streak: 3 }, '2026-11-22')).toBe(1);
  });

  it('cross month and year ends', () => {
    expect(nextStreak({ day: '2026-12-31', streak: 9 }, '2027-01-01')).toBe(10);
    expect(nextStreak({ day: '2028-02-28', streak: 1 }, '2028-02-29')).toBe(2);
  });

  it('show a streak until a whole day is missed', () => {
    expect(currentStreak({ day: '2026-11-21', streak: 5 }, '2026-11-22')).toBe(5);
    expect(currentStreak({ day: '2026-11-20', streak: 5 }, '2026-11-22')).toBe(0);
  });
});
