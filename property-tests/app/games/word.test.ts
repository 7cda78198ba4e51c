/**
 * Word game: letter feedback is right for repeated letters (checked against a closed-form model
 * and the counting invariants), and the reducer agrees with a simple model of a round.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_GUESSES, WORD_LENGTH } from '../../../app/features/games/word/constants';
import { createWordGame, winPoints, type Dictionary, type WordState } from '../../../app/features/games/word/engine';
import { hardModeBreach, markGuess, type Mark } from '../../../app/features/games/word/feedback';

/** Few letters, so repeats are the rule rather than the exception. */
const wordOver = (letters: string) => fc.array(fc.constantFrom(...letters), { minLength: WORD_LENGTH, maxLength: WORD_LENGTH }).map((l) => l.join(''));
const smallWord = wordOver('abce');

/** Position by position: green on a match; otherwise yellow while this letter's unmatched answer copies last, left to right. */
function modelMarks(guess: string, answer: string): Mark[] {
  const count = (text: string, letter: string, upTo = text.length) => [...text.slice(0, upTo)].filter((l) => l === letter).length;
  const greens = (letter: string) => [...answer].filter((l, i) => l === letter && guess[i] === letter).length;
  return [...guess].map((letter, i) => {
    if (answer[i] === letter) return 'correct';
    const nonGreenBefore = [...guess.slice(0, i + 1)].filter((l, j) => l === letter && answer[j] !== letter).length;
    return nonGreenBefore <= count(answer, letter) - greens(letter) ? 'present' : 'absent';
  });
}

describe('word feedback', () => {
  it('matches the closed-form model for any guess and answer', () => {
    fc.assert(fc.property(smallWord, smallWord, (guess, answer) => {
      expect(markGuess(guess, answer)).toEqual(modelMarks(guess, answer));
    }), { numRuns: 3000 });
  });

  it('marks each letter as often as it can be matched: greens plus yellows = min(copies in guess, copies in answer)', () => {
    fc.assert(
      fc.property(smallWord, smallWord, (guess, answer) => {
        const marks = markGuess(guess, answer);
        for (const letter of new Set(guess)) {
          const inGuess = [...guess].filter((l) => l === letter).length;
          const inAnswer = [...answer].filter((l) => l === letter).length;
          const lit = marks.filter((m, i) => m !== 'absent' && guess[i] === letter).length;
          expect(lit).toBe(Math.min(inGuess, inAnswer));
        }
        marks.forEach((m, i) => expect(m === 'correct').toBe(guess[i] === answer[i]));
      }),
      { numRuns: 3000 },
    );
  });

  it('gets the classic repeated-letter cases right', () => {
    expect(markGuess('speed', 'abide')).toEqual(['absent', 'absent', 'present', 'absent', 'present']);
    expect(markGuess('eerie', 'there')).toEqual(['present', 'absent', 'present', 'absent', 'correct']);
    expect(markGuess('llama', 'hello')).toEqual(['present', 'present', 'absent', 'absent', 'absent']);
    expect(markGuess('hello', 'llama')).toEqual(['absent', 'absent', 'present', 'present', 'absent']);
    expect(markGuess('geese', 'eerie')).toEqual(['absent', 'correct', 'present', 'absent', 'correct']);
  });

  it('a guess equal to the answer is all green and every accepted hard-mode guess keeps the greens', () => {
    fc.assert(
      fc.property(smallWord, fc.array(smallWord, { maxLength: 4 }), smallWord, (answer, previous, guess) => {
        expect(markGuess(answer, answer).every((m) => m === 'correct')).toBe(true);
        if (hardModeBreach(guess, previous, answer) === null) {
          for (const earlier of previous) markGuess(earlier, answer).forEach((m, i) => {
            if (m === 'correct') expect(guess[i]).toBe(earlier[i]);
          });
        }
        // The answer itself never breaks hard mode.
        expect(hardModeBreach(answer, previous, answer)).toBeNull();
      }),
    );
  });
});

describe('word reducer against a model of a round', () => {
  const words = ['abcea', 'bbbbb', 'ceaba', 'eeabc', 'accab', 'baaec', 'caeeb'];
  const dictionary: Dictionary = { answers: words.slice(0, 4), guesses: new Set(words) };
  const game = createWordGame(dictionary);
  type Cmd = { t: 'letter'; l: string } | { t: 'back' } | { t: 'submit' } | { t: 'hard'; on: boolean };
  const cmd: fc.Arbitrary<Cmd> = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('a', 'b', 'c', 'e', 'A', '1', 'ab').map((l) => ({ t: 'letter' as const, l })) },
    { weight: 1, arbitrary: fc.constant({ t: 'back' as const }) },
    { weight: 2, arbitrary: fc.constant({ t: 'submit' as const }) },
    { weight: 1, arbitrary: fc.boolean().map((on) => ({ t: 'hard' as const, on })) },
  );

  it('gives six tries, as the games page promises: the sixth wrong guess loses the round', () => {
    let s: WordState = game.init(1);
    const wrong = words.filter((w) => w !== s.answer);
    for (const [n, guess] of wrong.slice(0, 6).entries()) {
      expect(s.status, `before guess ${n + 1}`).toBe('playing');
      for (const letter of guess) s = game.reduce(s, { type: 'letter', letter });
      s = game.reduce(s, { type: 'submit' });
    }
    expect(s.guesses).toHaveLength(6);
    expect(s.status).toBe('lost');
  });

  it('types, deletes, refuses and accepts guesses as the model says', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(cmd, { maxLength: 80 }), (seed, cmds) => {
        let s: WordState = game.init(seed);
        expect(dictionary.answers).toContain(s.answer);
        const m = { guesses: [] as string[], current: '', hard: false, over: false };
        for (const c of cmds) {
          if (c.t === 'letter') {
            s = game.reduce(s, { type: 'letter', letter: c.l });
            if (!m.over && /^[a-z]$/i.test(c.l) && m.current.length < 5) m.current += c.l.toLowerCase();
          } else if (c.t === 'back') {
            s = game.reduce(s, { type: 'backspace' });
            if (!m.over) m.current = m.current.slice(0, -1);
          } else if (c.t === 'hard') {
            s = game.reduce(s, { type: 'hard-mode', on: c.on });
            if (!m.over && m.guesses.length === 0) m.hard = c.on;
          } else {
            s = game.reduce(s, { type: 'submit' });
            if (!m.over) {
              const ok = m.current.length === 5 && dictionary.guesses.has(m.current) && (!m.hard || hardModeBreach(m.current, m.guesses, s.answer) === null);
              if (ok) {
                m.guesses.push(m.current);
                m.current = '';
                m.over = m.guesses.at(-1) === s.answer || m.guesses.length === MAX_GUESSES;
              } else expect(s.rejection).not.toBeNull();
            }
          }
          expect(s.guesses).toEqual(m.guesses);
          expect(s.current).toBe(m.current);
          expect(s.hard).toBe(m.hard);
          const won = m.guesses.at(-1) === s.answer;
          expect(s.status).toBe(won ? 'won' : m.guesses.length === MAX_GUESSES ? 'lost' : 'playing');
          expect(s.score).toBe(won ? winPoints(m.guesses.length, m.hard) : 0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
