/** The runner as a reducer: answer, move, finish (by the member or the clock). */
export interface RunnerState {
  readonly index: number;
  readonly answers: readonly (number | null)[];
  readonly finished: boolean;
}

export type RunnerAction = { type: 'answer'; option: number } | { type: 'back' } | { type: 'next' } | { type: 'time-up' };

export const initialRunner = (count: number): RunnerState => ({ index: 0, answers: Array.from({ length: count }, () => null), finished: false });

export function runnerReducer(state: RunnerState, action: RunnerAction): RunnerState {
  if (state.finished) return state;
  switch (action.type) {
    case 'answer': {
      const answers = state.answers.map((a, i) => (i === state.index ? action.option : a));
      return { ...state, answers };
    }
    case 'back':
      return { ...state, index: Math.max(0, state.index - 1) };
    case 'next':
      return state.index === state.answers.length - 1 ? { ...state, finished: true } : { ...state, index: state.index + 1 };
    case 'time-up':
      return { ...state, finished: true };
  }
}
