// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { atom, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TextPart, TextValues } from '../../../lib/i18n/texts';
import { renderInLanguage } from '../../../test-support/app-routes';
import { englishOnPage, englishTexts } from '../../../test-support/english-left';
import BlockPuzzlePage from '../block-puzzle/BlockPuzzlePage';
import { BLOCK_TEXTS } from '../block-puzzle/block-texts';
import { BLOCK_TEXT } from '../block-puzzle/messages';
import { PIECES } from '../block-puzzle/pieces';
import FruitMergePage from '../fruit-merge/FruitMergePage';
import { FRUIT_TEXTS } from '../fruit-merge/fruit-texts';
import { FRUITS } from '../fruit-merge/fruits';
import { FRUIT_TEXT } from '../fruit-merge/messages';
import LogicPuzzlesPage from '../logic-puzzles/LogicPuzzlesPage';
import { LOGIC_TEXTS } from '../logic-puzzles/logic-texts';
import { LOGIC_TEXT } from '../logic-puzzles/messages';
import { TILE_KINDS } from '../mahjong-farm/constants';
import MahjongFarmPage from '../mahjong-farm/MahjongFarmPage';
import { MAHJONG_TEXTS } from '../mahjong-farm/mahjong-texts';
import { MAHJONG_TEXT } from '../mahjong-farm/messages';
import { GAME_TEXTS } from './game-texts';
import { GAME_TEXT } from './messages';

// Signed out, without Firebase: the page's header and the score record read only this.
vi.mock('../../../lib/auth/auth-atoms', async (importOriginal) => ({ ...(await importOriginal<object>()), authStateAtom: atom(() => ({ status: 'signed-out', reason: null })) }));

beforeEach(() => {
  localStorage.clear();
  // jsdom lays nothing out: fruit merge fits its canvas to the stage through this.
  vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  return () => {
    cleanup();
    vi.unstubAllGlobals();
  };
});

/** The English a game page could show: the chrome's texts and the game's own, with each sample's values. */
/** Words German writes as English does. */
const SHARED = ['Pause'];

function english<K extends string>(part: TextPart<K>, texts: Readonly<Record<K, string>>, samples: readonly TextValues[]): string[] {
  return [...englishTexts(GAME_TEXTS, Object.keys(GAME_TEXT) as (keyof typeof GAME_TEXT)[], [{ days: 2, score: 10, best: 10 }]), ...englishTexts(part, Object.keys(texts) as K[], samples)];
}

async function renderGerman(page: ReactElement, path: string): Promise<void> {
  await renderInLanguage(
    <Provider>
      <MemoryRouter initialEntries={[`${path}?lang=de`]}>{page}</MemoryRouter>
    </Provider>,
    'de',
  );
}

describe('the games in German: nothing on the page says English (issue 44)', () => {
  it('block puzzle: board, tray, pieces, a placement and how to play', async () => {
    await renderGerman(<BlockPuzzlePage />, '/webapp/games/block-puzzle');
    act(() => void fireEvent.click(screen.getByRole('button', { name: /^Zeile 4, Spalte 4,/ })));
    expect(screen.getByRole('status').textContent).toMatch(/platziert\.|passt dort nicht/);
    expect(screen.getByRole('group', { name: 'Teile zum Platzieren' })).toBeTruthy();
    const samples = PIECES.map((p, i) => ({ shape: p.shape, size: 3, letter: p.shape, row: 1, col: 1, slot: 1, name: 'L', filled: i % 2 ? 'yes' : 'no', blocks: p.cells.length, lines: 1, combo: 2 }));
    expect(englishOnPage(document.body, english(BLOCK_TEXTS, BLOCK_TEXT, samples), SHARED)).toEqual([]);
  });

  it('fruit merge: the fruit in hand and next, the drop and how to play', async () => {
    await renderGerman(<FruitMergePage />, '/webapp/games/fruit-merge');
    expect(await screen.findByRole('button', { name: 'Fallen lassen' })).toBeTruthy();
    expect(['Kirsche', 'Erdbeere', 'Traube', 'Orange', 'Apfel']).toContain(screen.getByTestId('fruit-in-hand').textContent);
    const samples = FRUITS.map((f, i) => ({ fruit: f.id, count: i }));
    expect(englishOnPage(document.body, english(FRUIT_TEXTS, FRUIT_TEXT, samples), [...SHARED, 'Orange'])).toEqual([]);
  });

  it('logic puzzles: the Sudoku grid and digit pad, a hint, then the nonogram and its tools', async () => {
    await renderGerman(<LogicPuzzlesPage />, '/webapp/games/logic-puzzles');
    expect(screen.getByRole('group', { name: 'Sudoku-Feld' })).toBeTruthy();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Tipp' })));
    expect(screen.getByRole('status').textContent).toMatch(/^Tipp: Zeile \d, Spalte \d ausgefüllt\./);
    const samples = [{ kind: 'sudoku', count: 2, row: 1, col: 1, content: '5', digit: 5, clue: '1 2', score: 10 }, { kind: 'nonogram', count: 1, row: 1, col: 1, content: '5', digit: 5, clue: '1', score: 10 }];
    expect(englishOnPage(document.body, english(LOGIC_TEXTS, LOGIC_TEXT, samples), [...SHARED, 'Sudoku'])).toEqual([]);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Nonogramm' })));
    expect(screen.getByRole('group', { name: 'Nonogramm-Feld' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Streichen' })).toBeTruthy();
    expect(englishOnPage(document.body, english(LOGIC_TEXTS, LOGIC_TEXT, samples), [...SHARED, 'Sudoku'])).toEqual([]);
  });

  it('mahjong farm: the layouts, the tiles, the tiles left, a hint and how to play', async () => {
    await renderGerman(<MahjongFarmPage />, '/webapp/games/mahjong-farm');
    expect(screen.getByTestId('tiles-left').textContent).toMatch(/^\d+ Steine übrig$/);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Tipp' })));
    expect(screen.getByRole('status').textContent).toMatch(/^Tipp: die beiden Steine /);
    const samples = TILE_KINDS.map((kind, i) => ({ kind, state: ['free', 'selected', 'blocked', 'selectedBlocked'][i % 4] ?? 'free', name: 'X', count: 2, score: 10 }));
    expect(englishOnPage(document.body, english(MAHJONG_TEXTS, MAHJONG_TEXT, samples), [...SHARED, 'Silo'])).toEqual([]);
  });

  it('keeps the boards left to right in an Arabic page: the block puzzle’s and the Sudoku grid', async () => {
    await renderInLanguage(
      <Provider>
        <MemoryRouter initialEntries={['/webapp/games/block-puzzle?lang=ar']}>
          <div dir="rtl">
            <BlockPuzzlePage />
            <LogicPuzzlesPage />
          </div>
        </MemoryRouter>
      </Provider>,
      'ar',
    );
    expect(screen.getByRole('group', { name: 'اللوحة' }).closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('group', { name: 'شبكة السودوكو' }).getAttribute('dir')).toBe('ltr');
  });
});
