/**
 * Brain games (issue 15) on a phone (the project's device) and a desktop: each game accepts a move
 * by touch or mouse and by keyboard and its score or board changes; pause survives a reload; axe
 * finds no violation on each game's page.
 */
import { expect, test, type Page } from './fixtures/test';
import { GAME_PATHS, GamePage } from './pages/games';
import { VIEWPORTS } from './fixtures/viewports';

const boardCells = (page: Page) => page.getByRole('group', { name: 'Board' }).getByRole('button');
const filledCells = (page: Page) => page.getByRole('group', { name: 'Board' }).getByRole('button', { name: /filled/ });

for (const viewport of VIEWPORTS) {
  test.describe(`brain games on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test('block puzzle: a piece placed by touch or mouse, then one by keyboard, fills the board and scores', async ({ page, hasTouch }) => {
      const game = new GamePage(page, hasTouch);
      await game.open(GAME_PATHS.blockPuzzle);
      await expect(game.score).toHaveText('0');
      await game.press(page.getByRole('button', { name: /^Piece 1:/ }));
      await game.press(boardCells(page).nth(9));
      await expect.poll(() => game.scoreValue()).toBeGreaterThan(0);
      const afterPointer = await game.scoreValue();
      const filled = await filledCells(page).count();
      expect(filled).toBe(afterPointer);

      // Keyboard: pick piece 2, walk to the far corner of the board, place it.
      await page.keyboard.press('2');
      await boardCells(page).nth(9).focus();
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowDown');
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect.poll(() => game.scoreValue()).toBeGreaterThan(afterPointer);
      expect(await filledCells(page).count()).toBeGreaterThan(filled);
      await game.expectAccessible();

      // Pause, reload: still paused, and the same board and score once resumed.
      const score = await game.scoreValue();
      await game.pause();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Paused' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Board' })).toHaveCount(0);
      await game.resume();
      await expect(game.score).toHaveText(String(score));
      expect(await filledCells(page).count()).toBeGreaterThan(filled);
    });

    test('word: a guess typed on the on-screen keys, then one on the physical keyboard, each gets its letter feedback', async ({ page, hasTouch }) => {
      const game = new GamePage(page, hasTouch);
      await game.open(GAME_PATHS.word);
      const keys = page.getByRole('group', { name: 'Keyboard' });
      for (const letter of 'crane') await game.press(keys.getByRole('button', { name: letter.toUpperCase(), exact: true }));
      await game.press(keys.getByRole('button', { name: 'Enter' }));
      const row1 = page.getByTestId('word-row-0');
      await expect(row1).toHaveAttribute('aria-label', /^Guess 1: CRANE, C (correct|in the word|not in the word), R /);
      await page.keyboard.type('slate');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('word-row-1')).toHaveAttribute('aria-label', /^Guess 2: SLATE, S /);
      // A word outside the list is refused and says so.
      await page.keyboard.type('xxxxx');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Not in the word list.' })).toBeVisible();
      await game.expectAccessible();
    });

    test('fruit merge: a drop by touch or mouse, then one by keyboard, each adds to the pile', async ({ page, hasTouch }) => {
      const game = new GamePage(page, hasTouch);
      await game.open(GAME_PATHS.fruitMerge);
      const canvas = page.getByTestId('fruit-canvas');
      await expect(canvas).toHaveAttribute('aria-label', 'Container with 0 fruits');
      await game.press(canvas);
      await expect(canvas).toHaveAttribute('aria-label', /^Container with 1 fruit;/);
      const before = await canvas.getAttribute('aria-label');
      const inHand = await page.getByTestId('fruit-in-hand').textContent();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      // The drop cools down for half a second: keep pressing until the keyboard's fruit is in.
      await expect
        .poll(async () => {
          await page.keyboard.press('Space');
          return canvas.getAttribute('aria-label');
        })
        .not.toBe(before);
      expect(await page.getByTestId('fruit-in-hand').textContent()).not.toBeNull();
      expect(inHand).not.toBeNull();
      await game.expectAccessible();
    });
  });
}
