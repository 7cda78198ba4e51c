import type { Page } from '@playwright/test';

/**
 * Holds the app's subscription call until the returned release is called, so that a test can see
 * the widget's own message before the app moves on to offers.
 */
export async function holdSubscriptionCreate(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/subs/create-no-user', async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}
