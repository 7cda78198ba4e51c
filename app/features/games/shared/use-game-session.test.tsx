import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useGameSession, type ReducerGame } from './use-game-session';

/** A counter game: the seed is the start value. */
const counter: ReducerGame<{ n: number }, 'inc'> = {
  id: 'counter',
  schema: z.object({ n: z.number() }),
  init: (seed) => ({ n: seed }),
  reduce: (state) => ({ n: state.n + 1 }),
};

const clock = (iso: string) => () => new Date(iso);

beforeEach(() => localStorage.clear());

describe('useGameSession', () => {
  it('resumes the state and the pause after a reload (a new mount)', () => {
    const now = clock('2026-11-22T10:00:00Z');
    const first = renderHook(() => useGameSession(counter, now));
    act(() => first.result.current.dispatch('inc'));
    act(() => first.result.current.setPaused(true));
    const n = first.result.current.state.n;
    first.unmount();

    const second = renderHook(() => useGameSession(counter, now));
    expect(second.result.current.state.n).toBe(n);
    expect(second.result.current.paused).toBe(true);
    // Paused: moves are refused until resumed.
    act(() => second.result.current.dispatch('inc'));
    expect(second.result.current.state.n).toBe(n);
    act(() => second.result.current.setPaused(false));
    act(() => second.result.current.dispatch('inc'));
    expect(second.result.current.state.n).toBe(n + 1);
  });

  it('starts the new daily puzzle the next UTC day, with the same seed for everyone', () => {
    const today = renderHook(() => useGameSession(counter, clock('2026-11-22T10:00:00Z')));
    act(() => today.result.current.dispatch('inc'));
    const seedToday = today.result.current.seed;
    today.unmount();
    const tomorrow = renderHook(() => useGameSession(counter, clock('2026-11-23T10:00:00Z')));
    expect(tomorrow.result.current.seed).not.toBe(seedToday);
    expect(tomorrow.result.current.state.n).toBe(tomorrow.result.current.seed);
    localStorage.clear();
    const other = renderHook(() => useGameSession(counter, clock('2026-11-23T18:00:00Z')));
    expect(other.result.current.seed).toBe(tomorrow.result.current.seed);
  });

  it('ignores a tampered save and starts fresh', () => {
    localStorage.setItem('mm.games.counter.daily', JSON.stringify({ seed: 1, day: '2026-11-22', paused: false, state: { n: 'lots' } }));
    const { result } = renderHook(() => useGameSession(counter, clock('2026-11-22T10:00:00Z')));
    expect(typeof result.current.state.n).toBe('number');
  });

  it('keeps daily and free play apart, and restart in free play draws a new seed', () => {
    const { result } = renderHook(() => useGameSession(counter, clock('2026-11-22T10:00:00Z')));
    act(() => result.current.dispatch('inc'));
    const daily = result.current.state.n;
    act(() => result.current.setMode('free'));
    expect(result.current.mode).toBe('free');
    const freeSeed = result.current.seed;
    act(() => result.current.restart());
    expect(result.current.seed).not.toBe(freeSeed);
    act(() => result.current.setMode('daily'));
    expect(result.current.state.n).toBe(daily);
  });
});
