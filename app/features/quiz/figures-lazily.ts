/**
 * The matrix figures' code loads after the quiz's first screen (issue 13: the quiz's first load has
 * no room for it, and the first question that draws a figure is the third). QuizPage fetches it once
 * it has painted; a question that needs it before it is here suspends to the route's placeholder.
 */
import { withChunkTimeout } from '../../lib/chunk-timeout';
import type * as Figures from './MatrixFigure';

let loaded: typeof Figures | null = null;
let loading: Promise<typeof Figures> | null = null;

/** Fetches the figures' chunk once; a failed fetch is tried again on the next call. */
export function loadFigures(): Promise<typeof Figures> {
  loading ??= withChunkTimeout(() => import('./MatrixFigure')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The figures' module once it is here, else null. */
export function loadedFigures(): typeof Figures | null {
  return loaded;
}
