/**
 * A finished game records the best score and streak for the signed-in user (issue 15). The user is
 * made on the Auth emulator and signed in the way the Firebase SDK restores a session: its persisted
 * record in IndexedDB, written before the game page loads. The service verifies the real ID token.
 */
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../app/config/paths';
import { initBlockPuzzle } from '../app/features/games/block-puzzle/engine';
import { dayKey } from '../app/features/games/shared/seed';
import { EMULATOR_API_KEY } from '../simulator/identity/web-config';
import { E2E_ORIGINS } from './origins';
import { GamePage } from './pages/games';

interface SignUp { localId: string; idToken: string; refreshToken: string; expiresIn: string }

async function signUp(email: string): Promise<SignUp> {
  const res = await fetch(`${E2E_ORIGINS.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', returnSecureToken: true }),
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as SignUp;
}

/** Writes the SDK's persisted user (browserLocal/indexedDB persistence format) for the app's origin. */
async function signIn(page: Page, email: string): Promise<void> {
  const user = await signUp(email);
  await page.goto(paths.privacy);
  await page.evaluate(async ({ user, email, apiKey }) => {
    const record = {
      uid: user.localId, email, emailVerified: true, isAnonymous: false, providerData: [{ providerId: 'password', uid: email, email, displayName: null, phoneNumber: null, photoURL: null }],
      stsTokenManager: { refreshToken: user.refreshToken, accessToken: user.idToken, expirationTime: Date.now() + Number(user.expiresIn) * 1000 },
      createdAt: String(Date.now()), lastLoginAt: String(Date.now()), apiKey, appName: '[DEFAULT]',
    };
    const key = `firebase:authUser:${apiKey}:[DEFAULT]`;
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('firebaseLocalStorageDb', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
        tx.objectStore('firebaseLocalStorage').put({ fbase_key: key, value: record });
        tx.oncomplete = () => { open.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, { user, email, apiKey: EMULATOR_API_KEY });
}

test('a nonogram solved while signed in records the best score and a one-day streak', async ({ page, hasTouch }) => {
  await signIn(page, `nonogram-${Date.now()}@example.com`);
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

test('a mahjong deal cleared while signed in records the best score; signed out, the page says to sign in', async ({ page, hasTouch }) => {
  test.setTimeout(120_000);
  const game = new GamePage(page, hasTouch);
  await game.open(paths.gamePages.mahjongFarm);
  await page.getByRole('button', { name: 'Field' }).click();
  const clear = async () => {
    for (let turn = 0; turn < 60 && (await page.getByTestId('tiles-left').textContent()) !== '0 tiles left'; turn++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const hinted = page.locator('.farm-tile.is-hint');
      const [a, b] = [await hinted.nth(0).getAttribute('data-tile'), await hinted.nth(1).getAttribute('data-tile')];
      await game.press(page.locator(`[data-tile="${a}"]`));
      await game.press(page.locator(`[data-tile="${b}"]`));
    }
  };
  await clear();
  await expect(page.getByRole('status')).toHaveText(/Sign in to keep your best score and streak\.$/);

  await signIn(page, `mahjong-${Date.now()}@example.com`);
  await game.open(paths.gamePages.mahjongFarm);
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(game.best).toHaveText('0');
  await clear();
  await expect(page.getByRole('status')).toHaveText(/^Farm cleared! Score \d+\. New best score!$/);
  await expect(game.best).toHaveText(String(await game.scoreValue()));
});

test('a word round won while signed in records the best score and a one-day streak', async ({ page, hasTouch }) => {
  await signIn(page, `word-${Date.now()}@example.com`);
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
  await signIn(page, `block-${Date.now()}@example.com`);
  // A saved game one move from its end: two empty diagonals, a single block to place, then a 3×3 that fits nowhere.
  const board = Array.from({ length: 64 }, (_, i) => (i % 8 === Math.floor(i / 8) || i % 8 === (Math.floor(i / 8) + 4) % 8 ? 0 : 1 + (i % 7)));
  const state = { ...initBlockPuzzle(7), board, offer: ['dot', 'o3', null], score: 137 };
  await page.evaluate((saved) => localStorage.setItem('mm.games.block-puzzle.daily', saved), JSON.stringify({ seed: 7, day: dayKey(new Date()), paused: false, state }));
  const game = new GamePage(page, hasTouch);
  await game.open(paths.gamePages.blockPuzzle);
  await game.press(page.getByRole('button', { name: /^Piece 1:/ }));
  await game.press(page.getByRole('button', { name: 'Row 1, column 1, empty' }));
  await expect(page.getByRole('region', { name: 'Game over' })).toBeVisible();
  await expect(game.score).toHaveText('138');
  await expect(game.best).toHaveText('138');
});
