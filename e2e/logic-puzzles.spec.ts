/**
 * Logic puzzles on a phone (touch) and a desktop (mouse): moves by pointer and by keyboard change
 * the board, a game survives pause and reload, hints finish a puzzle, and axe finds no violation
 * mid-play (checked inside those two tests: opening the game as a subscriber was most of a third).
 */
import { expect, test } from './fixtures/test';
import { paths } from '../app/config/paths';
import { GamePage } from './pages/games';
import { VIEWPORTS } from './fixtures/viewports';

for (const viewport of VIEWPORTS) {
  test.describe(`logic puzzles on a ${viewport.name}`, () => {
    test.use(viewport.use);

    test('a Sudoku takes a digit by pointer and by keyboard, and keeps it across pause and reload', async ({ page, hasTouch }) => {
      const game = new GamePage(page, hasTouch);
      await game.open(paths.gamePages.logicPuzzles);
      const board = page.getByRole('group', { name: 'Sudoku board' });
      const empty = board.getByRole('button', { name: /: empty$/ });
      const first = empty.first();
      const label = (await first.getAttribute('aria-label'))!.replace(': empty', '');
      await game.press(first);
      await game.press(page.getByRole('button', { name: 'Enter 5' }));
      await expect(board.getByRole('button', { name: `${label}: 5` })).toBeVisible();

      // Keyboard: the next empty cell, reached with the arrows from the focused one.
      const second = empty.first();
      const secondLabel = (await second.getAttribute('aria-label'))!.replace(': empty', '');
      await second.focus();
      await page.keyboard.press('7');
      await expect(board.getByRole('button', { name: `${secondLabel}: 7` })).toBeVisible();
      await page.keyboard.press('Backspace');
      await expect(board.getByRole('button', { name: `${secondLabel}: empty` })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(page.locator(':focus')).not.toHaveAttribute('aria-label', `${secondLabel}: empty`);

      await game.pause();
      await page.reload();
      await game.resume();
      await expect(board.getByRole('button', { name: `${label}: 5` })).toBeVisible();
      // Mid-play, with a hint shown: no axe violation.
      await page.getByRole('button', { name: 'Hint' }).click();
      await game.expectAccessible();
    });

    test('a nonogram fills by pointer and by keyboard, checks mistakes, and hints solve it', async ({ page, hasTouch }) => {
      const game = new GamePage(page, hasTouch);
      await game.open(paths.gamePages.logicPuzzles);
      await page.getByRole('button', { name: 'Nonogram' }).click();
      await page.getByRole('button', { name: 'Easy' }).click();
      const board = page.getByRole('group', { name: 'Nonogram board' });
      await game.press(board.getByRole('button', { name: 'Row 1, column 1: empty' }));
      await expect(board.getByRole('button', { name: 'Row 1, column 1: filled' })).toBeVisible();
      await board.getByRole('button', { name: 'Row 1, column 1: filled' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('x');
      await expect(board.getByRole('button', { name: 'Row 1, column 2: crossed out' })).toBeVisible();

      await page.getByRole('button', { name: 'Check mistakes' }).click();
      await expect(page.getByRole('status')).toHaveText(/mistake/);
      // Mid-play, with a hint shown: no axe violation.
      await page.getByRole('button', { name: 'Hint' }).click();
      await game.expectAccessible();
      for (let i = 0; i < 30 && !(await page.getByRole('status').textContent())?.startsWith('Solved'); i++) {
        await page.getByRole('button', { name: 'Hint' }).click();
      }
      await expect(page.getByRole('status')).toHaveText(/^Solved! Score \d+\./);
      expect(await game.scoreValue()).toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: 'Hint' })).toBeDisabled();
    });
  });
}
