/**
 * Letter feedback for a guess, right for repeated letters: greens first, then each remaining
 * answer letter can turn at most one more guess letter yellow, left to right; the rest are grey.
 */
export type Mark = 'correct' | 'present' | 'absent';

export function markGuess(guess: string, answer: string): Mark[] {
  const marks: Mark[] = [...guess].map((letter, i) => (answer[i] === letter ? 'correct' : 'absent'));
  const unmatched = new Map<string, number>();
  [...answer].forEach((letter, i) => {
    if (marks[i] !== 'correct') unmatched.set(letter, (unmatched.get(letter) ?? 0) + 1);
  });
  [...guess].forEach((letter, i) => {
    const left = unmatched.get(letter) ?? 0;
    if (marks[i] === 'absent' && left > 0) {
      marks[i] = 'present';
      unmatched.set(letter, left - 1);
    }
  });
  return marks;
}

const RANK: Record<Mark, number> = { absent: 0, present: 1, correct: 2 };

/** The best mark each letter has earned so far, for the keyboard. */
export function letterMarks(guesses: readonly string[], answer: string): ReadonlyMap<string, Mark> {
  const best = new Map<string, Mark>();
  for (const guess of guesses) {
    markGuess(guess, answer).forEach((mark, i) => {
      const letter = guess[i] as string;
      const known = best.get(letter);
      if (!known || RANK[mark] > RANK[known]) best.set(letter, mark);
    });
  }
  return best;
}

/**
 * Hard mode: every revealed hint must be used. Returns why `guess` breaks that rule, or null:
 * a green letter left out of its place, or a yellow letter (counted with repeats) left out.
 */
export type HardModeBreach = { readonly kind: 'green'; readonly letter: string; readonly position: number } | { readonly kind: 'yellow'; readonly letter: string };

export function hardModeBreach(guess: string, previous: readonly string[], answer: string): HardModeBreach | null {
  for (const earlier of previous) {
    const marks = markGuess(earlier, answer);
    for (let i = 0; i < marks.length; i += 1) {
      if (marks[i] === 'correct' && guess[i] !== earlier[i]) return { kind: 'green', letter: earlier[i] as string, position: i };
    }
    const needed = new Map<string, number>();
    marks.forEach((mark, i) => {
      if (mark !== 'absent') needed.set(earlier[i] as string, (needed.get(earlier[i] as string) ?? 0) + 1);
    });
    for (const [letter, count] of needed) {
      if ([...guess].filter((l) => l === letter).length < count) return { kind: 'yellow', letter };
    }
  }
  return null;
}
