/**
 * A finished game records the best score and streak for the signed-in user (issue 15), for each of
 * the five games, on a phone and a desktop. GamePage.open makes a fresh subscriber on the Auth
 * emulator, restores their session the way the Firebase SDK does and enters the game from the
 * members' games page; the service verifies the real ID token. Games that take long to finish are
 * put one move (block puzzle), one pair (mahjong) or a few drops (fruit merge) from their end through
 * the saved game a reload resumes.
 */
import { expect, test, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { initBlockPuzzle } from '../app/features/games/block-puzzle/engine';
import { hintMove, mahjongReducer, newMahjong, type MahjongState } from '../app/features/games/mahjong-farm/engine/game';
import { savedKey } from '../app/features/games/shared/saved-game';
import { dayKey } from '../app/features/games/shared/seed';
import { GamePage } from './pages/games';
import { VIEWPORTS } from './fixtures/viewports';

/** How long one drop may wait for the board: longer means the game-over card is over it. */
const PRESS_TIMEOUT_MS = 3_000;

/** Puts a saved game in the app origin's storage, where the game page resumes it. */
async function putSavedGame(page: Page, key: string, value: unknown): Promise<void> {
  await page.goto(paths.privacy);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(value)] as const);
}

/** The seed of the saved mahjong deal below (any seed is a valid saved deal of its own). */
const MAHJONG_SEED = 5;

/** A field-layout deal of MAHJONG_SEED with every pair but the last removed, each by following the hint as a player would. */
function mahjongOnePairLeft(): MahjongState {
  let state = newMahjong('field', MAHJONG_SEED);
  while (state.on.filter(Boolean).length > 2) {
    const move = hintMove(state);
    if (!move) throw new Error(`mahjong deal ${MAHJONG_SEED} got stuck with ${state.on.filter(Boolean).length} tiles left`);
    state = mahjongReducer(mahjongReducer(state, { type: 'pick', tile: move[0] }), { type: 'pick', tile: move[1] });
  }
  return state;
}

/** The page's time between two drops: past the 0.5 s a drop cools down. */
const DROP_EVERY_MS = 600;
/** Drops before the test gives up: with 112 saved fruits the pile stays over the line after two to four. */
const MAX_DROPS = 40;

/** Fruits of the saved fruit merge game below: with 100 the test's drops took 10 presses (15 s), with 112 two to four. */
const SAVED_DROPS = 112;

/**
 * A saved fruit merge game: SAVED_DROPS fruits dropped in the middle, one every half second. The engine
 * replays it in the browser (physics is the same run to run within one JavaScript engine, not between
 * Node and Chromium, so the pile is not computed here); in Chromium that pile reaches the line with
 * a few more drops.
 */
function fruitMergeNearTheEnd() {
  const drops = Array.from({ length: SAVED_DROPS }, (_, i) => ({ step: i * 30, x: 180 }));
  return { day: dayKey(new Date()), paused: false, game: { seed: 11, drops, steps: (SAVED_DROPS - 1) * 30 + 1 } };
}

for (const viewport of VIEWPORTS) {
  test.describe(`finished games on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test('a nonogram solved while signed in records the best score and a one-day streak', async ({ page, hasTouch }) => {
      const game = new GamePage(page, hasTouch);
      await game.open(paths.gamePages.logicPuzzles);
      await page.getByRole('button', { name: 'Nonogram' }).click();
      await page.getByRole('button', { name: 'Easy' }).click();
      await expect(game.best).toHaveText('0');
      for (let i = 0; i < 30 && !(await page.getByRole('status').textContent())?.startsWith('Solved'); i++) {
        await page.getByRole('button', { name: 'Hint' }).click();
      }
      await expect(page.getByRole('status')).toHaveText(/^Solved! Score \d+\. New best score!$/);
      const score = await game.scoreValue();
      await expect(game.best).toHaveText(String(score));
      await expect(page.getByTestId('game-streak')).toHaveText('1 day');
      // The service kept it: a reload reads the same best score back.
      await page.reload();
      await expect(game.best).toHaveText(String(score));
    });

    test('a mahjong deal cleared while signed in records the best score', async ({ page, hasTouch }) => {
      // Today's deal played by its hints down to its last pair, saved as the page saves it: the page
      // resumes it, and the last pair, picked by pointer or touch, clears the farm. (mahjong-farm.spec
      // plays a whole deal through the page.)
      await putSavedGame(page, savedKey('mahjong-farm/field', 'daily'), { seed: MAHJONG_SEED, day: dayKey(new Date()), paused: false, state: mahjongOnePairLeft() });
      const game = new GamePage(page, hasTouch);
      await game.open(paths.gamePages.mahjongFarm);
      await page.getByRole('button', { name: 'Field' }).click();
      await expect(page.getByTestId('tiles-left')).toHaveText('2 tiles left');
      await expect(game.best).toHaveText('0');
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const hinted = page.locator('.farm-tile.is-hint');
      const [a, b] = [await hinted.nth(0).getAttribute('data-tile'), await hinted.nth(1).getAttribute('data-tile')];
      await game.press(page.locator(`[data-tile="${a}"]`));
      await game.press(page.locator(`[data-tile="${b}"]`));
      await expect(page.getByRole('status')).toHaveText(/^Farm cleared! Score \d+\. New best score!$/);
      const score = await game.scoreValue();
      await expect(game.best).toHaveText(String(score));
      // The service kept it: a reload reads the same best score back.
      await page.reload();
      await expect(game.best).toHaveText(String(score));
    });

    test('a word round won while signed in records the best score and a one-day streak', async ({ page, hasTouch }) => {
      const game = new GamePage(page, hasTouch);
      await game.open(paths.gamePages.word);
      await expect(page.getByRole('group', { name: 'Keyboard' })).toBeVisible();
      await expect(game.best).toHaveText('0');
      // The daily word is in the saved round: typing it wins on the first guess (600 points).
      const answer = await page.evaluate(() => (JSON.parse(localStorage.getItem('mm.games.word.daily') ?? '{}') as { state?: { answer?: string } }).state?.answer ?? '');
      expect(answer).toMatch(/^[a-z]{5}$/);
      await page.keyboard.type(answer);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText('Solved in 1 guess! New best score!');
      await expect(game.best).toHaveText('600');
      await expect(page.getByTestId('game-streak')).toHaveText('1 day');
      await page.reload();
      await expect(game.best).toHaveText('600');
    });

    test('a block puzzle ended by its last move while signed in records the best score', async ({ page, hasTouch }) => {
      // A saved game one move from its end: two empty diagonals, a single block to place, then a 3×3 that fits nowhere.
      const board = Array.from({ length: 64 }, (_, i) => (i % 8 === Math.floor(i / 8) || i % 8 === (Math.floor(i / 8) + 4) % 8 ? 0 : 1 + (i % 7)));
      const state = { ...initBlockPuzzle(7), board, offer: ['dot', 'o3', null], score: 137 };
      await putSavedGame(page, 'mm.games.block-puzzle.daily', { seed: 7, day: dayKey(new Date()), paused: false, state });
      const game = new GamePage(page, hasTouch);
      await game.open(paths.gamePages.blockPuzzle);
      await game.press(page.getByRole('button', { name: /^Piece 1:/ }));
      await game.press(page.getByRole('button', { name: 'Row 1, column 1, empty' }));
      await expect(page.getByRole('region', { name: 'Game over' })).toBeVisible();
      await expect(game.score).toHaveText('138');
      await expect(game.best).toHaveText('138');
    });

    test('a fruit merge game whose pile stays over the line records the best score', async ({ page, hasTouch }) => {
      // The physics steps on the page's clock (requestAnimationFrame, performance.now): faked, it runs with real time until paused below.
      await page.clock.install();
      await putSavedGame(page, 'mm.games.fruit-merge.daily', fruitMergeNearTheEnd());
      const game = new GamePage(page, hasTouch);
      await game.open(paths.gamePages.fruitMerge);
      const canvas = page.getByTestId('fruit-canvas');
      await expect(canvas).toHaveAttribute('aria-label', /^Container with \d+ fruits/);
      await expect(game.best).toHaveText('0');
      // The last drops, by touch or mouse, onto a pile near the line, until it stays over and the game ends:
      // between two drops the test lets DROP_EVERY_MS of the page's time pass, as fast as the page can step
      // the physics, instead of waiting for it (12-30 s of real time on this machine).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const over = page.getByRole('region', { name: 'Game over' });
      for (let drop = 0; drop < MAX_DROPS && !(await over.isVisible()); drop += 1) {
        // The game-over card comes over the board: a drop it blocks means the game has just ended.
        await game.press(canvas, { timeout: PRESS_TIMEOUT_MS }).catch(() => undefined);
        await page.clock.runFor(DROP_EVERY_MS);
      }
      await expect(over).toBeVisible();
      const final = await game.scoreValue();
      expect(final).toBeGreaterThan(0);
      await expect(game.best).toHaveText(String(final));
      await expect(page.getByRole('status')).toHaveText(/New best score!$/);
      await page.clock.resume();
      await page.reload();
      await expect(game.best).toHaveText(String(final));
    });
  });
}
