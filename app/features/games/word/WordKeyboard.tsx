import type { Mark } from './feedback';
import type { WordAction } from './engine';
import { WORD_TEXTS } from './word-texts';
import { useTexts } from '../../../lib/i18n/texts';

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'] as const;

/** The on-screen keyboard: each key shows the best hint its letter has earned. */
export function WordKeyboard({ marks, onKey }: { marks: ReadonlyMap<string, Mark>; onKey(action: WordAction): void }) {
  const t = useTexts(WORD_TEXTS);
  return (
    // A QWERTY keyboard of Latin letters: left to right in every page, never mirrored (issue 44).
    <div className="wd-keys" role="group" aria-label={t('keyboard')} dir="ltr">
      {ROWS.map((row, i) => (
        <div key={row} className="wd-keys__row">
          {i === 2 ? (
            <button type="button" className="wd-key wd-key--wide" onClick={() => onKey({ type: 'submit' })}>
              {t('enter')}
            </button>
          ) : null}
          {[...row].map((letter) => {
            const mark = marks.get(letter);
            return (
              <button key={letter} type="button" className={`wd-key ${mark ? `wd-${mark}` : ''}`} aria-label={mark ? t('keyMarked', { letter: letter.toUpperCase(), mark }) : letter.toUpperCase()} onClick={() => onKey({ type: 'letter', letter })}>
                {letter.toUpperCase()}
              </button>
            );
          })}
          {i === 2 ? (
            <button type="button" className="wd-key wd-key--wide" aria-label={t('backspace')} onClick={() => onKey({ type: 'backspace' })}>
              ⌫
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
