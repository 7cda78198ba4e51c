/** Logic puzzles page: pick a kind and a difficulty; each variant is its own saved game with its own daily puzzle. */
import { useState } from 'react';
import { z } from 'zod';
import { GamePage } from '../shared/GamePage';
import { useGameRecord } from '../shared/game-records';
import { loadSaved, save } from '../shared/saved-game';
import { useGameSession } from '../shared/use-game-session';
import { useGameStatus } from '../shared/use-game-status';
import { useGameSound } from '../shared/sound';
import { DIFFICULTIES, PUZZLE_KINDS, type Difficulty, type PuzzleKind } from './constants';
import { score as scoreOf, type LogicAction } from './engine/game';
import { logicGame } from './logic-game';
import { useTexts } from '../../../lib/i18n/texts';
import { LOGIC_TEXTS } from './logic-texts';
import { NonogramBoard } from './NonogramBoard';
import { SudokuBoard } from './SudokuBoard';
import './logic-puzzles.css';

const VARIANT_KEY = 'mm.games.logic-puzzles.variant';
const VariantSchema = z.object({ kind: z.enum(PUZZLE_KINDS), difficulty: z.enum(DIFFICULTIES) });
type Variant = z.infer<typeof VariantSchema>;

export default function LogicPuzzlesPage() {
  const [variant, setVariant] = useState<Variant>(() => loadSaved(VARIANT_KEY, VariantSchema) ?? { kind: 'sudoku', difficulty: 'easy' });
  const choose = (next: Variant) => {
    save(VARIANT_KEY, next);
    setVariant(next);
  };
  // A new key remounts the session, which loads that variant's saved game or deals its puzzle.
  return <LogicSession key={`${variant.kind}/${variant.difficulty}`} {...variant} onChoose={choose} />;
}

function LogicSession({ kind, difficulty, onChoose }: Variant & { onChoose(v: Variant): void }) {
  const session = useGameSession(logicGame(kind, difficulty));
  const { state } = session;
  const { playTone } = useGameSound();
  const { status, setStatus, clearStatus } = useGameStatus(session);
  const record = useGameRecord('logic-puzzles');
  const t = useTexts(LOGIC_TEXTS);

  const act = (action: LogicAction) => {
    const next = logicGame(kind, difficulty).reduce(state, action);
    session.dispatch(action);
    if (next === state) return;
    if (next.status === 'won') {
      setStatus(t('solved', { score: scoreOf(next) }));
      record.submit(scoreOf(next));
      playTone('clear');
    } else if (action.type === 'hint') {
      const cell = next.hinted[next.hinted.length - 1] ?? 0;
      const side = kind === 'sudoku' ? 9 : Math.sqrt(next.cells.length);
      setStatus(t('hinted', { row: Math.floor(cell / side) + 1, col: (cell % side) + 1 }));
      playTone('move');
    } else if (action.type === 'check') {
      setStatus(next.wrong.length ? t('mistakes', { count: next.wrong.length }) : t('noMistakes'));
      playTone(next.wrong.length ? 'invalid' : 'move');
    } else if (action.type === 'enter') {
      setStatus('');
      playTone('move');
    }
  };

  const won = state.status === 'won';
  return (
    <GamePage
      game="logic-puzzles"
      session={session}
      score={scoreOf(state)}
      record={record}
      finished={won}
      status={status}
      onRestart={clearStatus}
      help={kind === 'sudoku' ? [t('sudokuHelp1'), t('sudokuHelp2'), t('oneSolution')] : [t('nonogramHelp1'), t('nonogramHelp2'), t('oneSolution')]}
    >
      <div className="logic-play">
        <div className="logic-variants">
          <Choice label={t('kindLabel')} options={PUZZLE_KINDS} name={t} value={kind} onChange={(k) => onChoose({ kind: k, difficulty })} />
          <Choice label={t('difficultyLabel')} options={DIFFICULTIES} name={t} value={difficulty} onChange={(d) => onChoose({ kind, difficulty: d })} />
        </div>
        {state.kind === 'sudoku' ? <SudokuBoard state={state} act={act} /> : <NonogramBoard state={state} act={act} />}
        <div className="logic-actions">
          <button type="button" className="button button--ghost" disabled={won} onClick={() => act({ type: 'hint' })}>
            {t('hint')}
          </button>
          <button type="button" className="button button--ghost" disabled={won} onClick={() => act({ type: 'check' })}>
            {t('check')}
          </button>
        </div>
      </div>
    </GamePage>
  );
}

/** A row of chips, one per option, each named by the option's own text (a kind or a difficulty). */
function Choice<T extends Difficulty | PuzzleKind>(props: { label: string; options: readonly T[]; name: (option: T) => string; value: T; onChange(v: T): void }) {
  return (
    <div className="game-page__modes" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button key={option} type="button" className="game-chip" aria-pressed={props.value === option} onClick={() => props.onChange(option)}>
          {props.name(option)}
        </button>
      ))}
    </div>
  );
}
