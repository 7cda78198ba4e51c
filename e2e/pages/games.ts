import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '../../app/config/paths';
import { axeViolations } from '../fixtures/axe';
import { MembersArea } from '../members/members-area';
import { newSubscriber } from '../members/subscriber';

/** Page object for a brain game page: the chrome every game shares (issue 15). */
export class GamePage {
  constructor(
    readonly page: Page,
    /** From the project's device: a phone taps, a desktop clicks. */
    readonly touch: boolean,
  ) {}

  /**
   * Games are members' content (issue 14): a fresh subscriber's session first, then the games page,
   * and the game's own Play link from there, as a subscriber reaches it.
   */
  async open(path: string): Promise<void> {
    const user = await newSubscriber(this.page.request, 'games');
    await new MembersArea(this.page).enter(paths.webapp.games, user);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Brain games' })).toBeVisible();
    await this.press(this.page.locator(`a[href="${path}"]`));
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get score(): Locator {
    return this.page.getByTestId('game-score');
  }

  get best(): Locator {
    return this.page.getByTestId('game-best');
  }

  async scoreValue(): Promise<number> {
    return Number(await this.score.textContent());
  }

  /** Taps on a touch screen, clicks with a mouse. */
  async press(target: Locator, options: { timeout?: number } = {}): Promise<void> {
    if (this.touch) await target.tap(options);
    else await target.click(options);
  }

  async pause(): Promise<void> {
    await this.page.getByRole('button', { name: 'Pause' }).click();
    await expect(this.page.getByRole('region', { name: 'Paused' })).toBeVisible();
  }

  async resume(): Promise<void> {
    await this.page.getByRole('region', { name: 'Paused' }).getByRole('button', { name: 'Resume' }).click();
  }

  /** Runs axe over the page; expects no violation. */
  async expectAccessible(): Promise<void> {
    expect(await axeViolations(this.page)).toEqual([]);
  }
}

export const GAME_PATHS = paths.gamePages;
