/** The QA outbox as the cancel specs read it (GET /qa/api/outbox on the service origin). */
import { expect, type APIRequestContext } from '@playwright/test';
import type { EmailKind } from '../../simulator/merchant/outbox/outbox';
import { E2E_ORIGINS } from '../origins';

interface ListedEmail {
  readonly id: string;
  readonly kind: EmailKind;
  readonly subject: string;
}

/** Every email sent to `to`, newest first. */
export async function emailsTo(request: APIRequestContext, to: string): Promise<ListedEmail[]> {
  const response = await request.get(`${E2E_ORIGINS.service}/qa/api/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListedEmail[];
}

/** The kinds of the emails to `to`, oldest first. */
export async function kindsTo(request: APIRequestContext, to: string): Promise<EmailKind[]> {
  return (await emailsTo(request, to)).map((e) => e.kind).reverse();
}

/** The code in the newest cancel-code email to `to` (waits for it to arrive). */
export async function cancelCodeFor(request: APIRequestContext, to: string, notCode?: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const newest = (await emailsTo(request, to)).find((e) => e.kind === 'cancel-code');
        const email = newest ? ((await (await request.get(`${E2E_ORIGINS.service}/qa/api/outbox/${newest.id}`)).json()) as { text: string }) : null;
        code = /\b(\d{6})\b/.exec(email?.text ?? '')?.[1] ?? '';
        return code !== '' && code !== notCode;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return code;
}
