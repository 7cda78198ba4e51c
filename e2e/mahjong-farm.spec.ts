/**
 * Mahjong farm on a phone (touch) and a desktop (mouse): a pair removed by pointer, keyboard picks and
 * shortcuts, undo, a game played out to the end with hints (every deal can be won), and axe.
 */
import { expect, test, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { GamePage } from './pages/games';
import { VIEWPORTS } from './fixtures/viewports';

const tilesLeft = async (page: Page) => Number((await page.getByTestId('tiles-left').textContent())?.split(' ')[0]);

/** Asks for a hint and plays the pair it shows; false when the hint found no pair. */
async function playHintedPair(page: Page, game: GamePage): Promise<boolean> {
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  // The hinted pair's tiles in one round trip (a count and two reads took three, in each of the ~40 turns of a deal).
  const hinted = await page.locator('.farm-tile.is-hint').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-tile')));
  if (hinted.length !== 2) return false;
  for (const tile of hinted) await game.press(page.locator(`[data-tile="${tile}"]`));
  return true;
}

for (const viewport of VIEWPORTS) {
  test.describe(`mahjong farm on a ${viewport.name}`, () => {
    test.use(viewport.use);

    // One test per screen: opening the game (a fresh subscriber, the members' area, the games page) is
    // most of a short test, and the pair, the axe check and the whole deal were three tests opening it.
    test('a pair goes by pointer, keyboard picks and undoes, the board survives pause and reload, axe finds nothing mid-play, and a whole deal can be played out, shuffling when stuck', async ({ page, hasTouch }) => {
      test.setTimeout(180_000);
      const game = new GamePage(page, hasTouch);
      await game.open(paths.gamePages.mahjongFarm);
      await expect(page.getByTestId('tiles-left')).toHaveText('76 tiles left');
      expect(await playHintedPair(page, game)).toBe(true);
      await expect(page.getByTestId('tiles-left')).toHaveText('74 tiles left');
      await expect(game.score).toHaveText('10');

      // Keyboard: the board's tab stop is a free tile; Enter picks it, arrows move, U undoes.
      const board = page.getByRole('group', { name: 'Mahjong board' });
      await board.locator('button[tabindex="0"]').focus();
      await page.keyboard.press('Enter');
      await expect(board.locator('[aria-pressed="true"]')).toHaveCount(1);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('u');
      await expect(page.getByTestId('tiles-left')).toHaveText('76 tiles left');
      await expect(game.score).toHaveText('0');
      await page.keyboard.press('h');
      await expect(page.locator('.farm-tile.is-hint')).toHaveCount(2);

      expect(await playHintedPair(page, game)).toBe(true);
      await game.pause();
      await page.reload();
      await game.resume();
      await expect(page.getByTestId('tiles-left')).toHaveText('74 tiles left');

      // Mid-play, a pair played and a hint shown: no axe violation.
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect(page.locator('.farm-tile.is-hint')).toHaveCount(2);
      await game.expectAccessible();

      // A whole deal, played out by its hints.
      await page.getByRole('button', { name: 'Free play' }).click();
      await expect(page.getByTestId('tiles-left')).toHaveText('76 tiles left');
      for (let turn = 0; turn < 120 && (await tilesLeft(page)) > 0; turn++) {
        if (!(await playHintedPair(page, game))) await page.getByRole('button', { name: 'Shuffle' }).click();
      }
      await expect(page.getByRole('status')).toHaveText(/^Farm cleared! Score \d+\./);
      expect(await game.scoreValue()).toBeGreaterThan(0);
    });
  });
}
