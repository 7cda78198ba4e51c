import { describe, expect, it } from 'vitest';
import { initialRunner, runnerReducer } from './runner-state';

describe('test runner', () => {
  it('answers, moves back and forth, and finishes after the last question', () => {
    let s = initialRunner(2);
    s = runnerReducer(s, { type: 'answer', option: 3 });
    s = runnerReducer(s, { type: 'next' });
    expect(s).toMatchObject({ index: 1, answers: [3, null], finished: false });
    s = runnerReducer(s, { type: 'back' });
    s = runnerReducer(s, { type: 'back' });
    expect(s.index).toBe(0);
    s = runnerReducer(runnerReducer(s, { type: 'next' }), { type: 'answer', option: 0 });
    s = runnerReducer(s, { type: 'next' });
    expect(s).toMatchObject({ answers: [3, 0], finished: true });
  });

  it('the clock ends the test; nothing changes after the end', () => {
    const done = runnerReducer(initialRunner(3), { type: 'time-up' });
    expect(done.finished).toBe(true);
    expect(runnerReducer(done, { type: 'answer', option: 1 })).toBe(done);
  });
});
