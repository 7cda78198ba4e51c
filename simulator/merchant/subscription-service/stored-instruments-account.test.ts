/**
 * Stored instruments per account (issue 10): a card saved by a signed-in shopper is listed again to
 * the same account (uid from a verified ID token, never from a body) whatever email its next checkout
 * names, as well as to the same email; another account, an anonymous visitor and a forged token see
 * none of it.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { ID_TOKEN_HEADER } from '../identity/require-user';
import { authorizedPayment, testIdToken, testSimulator } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

let sim: Simulator;
afterEach(() => sim.close());

const signedIn = (uid: string) => ({ [ID_TOKEN_HEADER]: testIdToken({ uid }) });

/** The stored instruments the card option of a new checkout lists. */
async function listed(query: Record<string, string>, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await request(sim.apps.service).get('/init/session').query({ plan: 'club_premium_one_month', ...query }).set(headers).expect(200);
  const options = res.body.execution.initialResults[0].body.data.paymentCompositionOptions as { paymentInstruments?: { displayName?: string }[] }[];
  return options.flatMap((o) => o.paymentInstruments ?? []).map((i) => i.displayName ?? '?');
}

describe('stored instruments per account', () => {
  it('a card saved in a signed-in checkout is listed to the same account under another email, and to nobody else', async () => {
    sim = testSimulator();
    const s = await authorizedPayment(sim, { email: 'grace@example.com' }, { initHeaders: signedIn('uid-grace') });
    await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email: 'grace@example.com', attribution: {}, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);

    expect(await listed({ email: 'grace.new@example.com' }, signedIn('uid-grace'))).toEqual(['Visa •••• 4242']);
    expect(await listed({}, signedIn('uid-grace'))).toEqual(['Visa •••• 4242']);
    // Same email, anonymous: the email's own cards, once (not twice for email and account).
    expect(await listed({ email: 'grace@example.com' }, signedIn('uid-grace'))).toEqual(['Visa •••• 4242']);
    expect(await listed({ email: 'grace@example.com' })).toEqual(['Visa •••• 4242']);
    // Another account, an anonymous visitor, a body or query that names the uid: nothing.
    expect(await listed({ email: 'eve@example.com' }, signedIn('uid-eve'))).toEqual([]);
    expect(await listed({})).toEqual([]);
    expect(await listed({ email: 'eve@example.com', uid: 'uid-grace', firebase_id: 'uid-grace' })).toEqual([]);
  });

  it("a signed-in purchase (/subs/create) stores the card under the token's account even when the session was opened anonymously", async () => {
    sim = testSimulator();
    const s = await authorizedPayment(sim, { email: 'ada@example.com' });
    await request(sim.apps.service)
      .post('/subs/create')
      .set(signedIn('uid-ada'))
      .send({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', attribution: {}, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS, firebase_id: 'uid-ada' })
      .expect(201);
    expect(await listed({ email: 'ada.work@example.com' }, signedIn('uid-ada'))).toEqual(['Visa •••• 4242']);
    expect(await listed({ email: 'ada.work@example.com' })).toEqual([]);
  });

  it('a forged or oversized ID token on /init/session is refused with a 401 problem, never taken as anonymous', async () => {
    sim = testSimulator();
    for (const token of ['forged', 'x'.repeat(9000)]) {
      const res = await request(sim.apps.service).get('/init/session').query({ plan: 'club_premium_one_month' }).set(ID_TOKEN_HEADER, token).expect(401);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.code).toBe('id-token-invalid');
    }
  });
});
