/**
 * The vault answers no more of a card than the frame may show (widget §5 in docs/spec-coverage.md, issue 11): for
 * any complete, Luhn-valid number of any network, the bin is its first 6 digits below 16 digits and
 * its first 8 from 16, the last 4 are its last 4, and the full number is nowhere in the answer. The
 * rule is written here again, apart from widget/card/masking.ts, so the property does not test the
 * handler with itself.
 */
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Simulator } from '../../simulator/create-simulator';
import { startSession, testSimulator } from '../../simulator/test-support';
import { networkCard } from '../widget/card/arbitraries';

/** Each run is three requests (session, vault bearer, tokenize). */
const RUNS = 300;
const TOKENIZE_MIN_DIGITS = 12; // the vault's own floor (POST /vault/tokenize answers 400 below it)

let sim: Simulator;
beforeAll(() => {
  sim = testSimulator();
});
afterAll(() => sim.close());

const expectedBin = (number: string): string => number.slice(0, number.length >= 16 ? 8 : 6);

it('answers the bin by the number\'s length, the last 4, and never the number', async () => {
  const cards = networkCard.filter(({ number }) => number.length >= TOKENIZE_MIN_DIGITS);
  await fc.assert(
    fc.asyncProperty(cards, async ({ number }) => {
      const { token } = await startSession(sim);
      const vault = await request(sim.apps.service).post('/init/vault-token').set('Authorization', `Bearer ${token}`).expect(200);
      const res = await request(sim.apps.asset)
        .post('/vault/tokenize')
        .set('Authorization', `Bearer ${(vault.body as { accessToken: string }).accessToken}`)
        .send({ cardholder_name: 'Ada Lovelace', card_number: number, expiry_month: 12, expiry_year: 2034, cvv: '123' });
      expect(res.status).toBe(201);
      const body = res.body as { bin: string; last4: string };
      expect(body.bin).toBe(expectedBin(number));
      expect(body.last4).toBe(number.slice(-4));
      expect(res.text).not.toContain(number);
    }),
    { numRuns: RUNS },
  );
}, 120_000);
