/** POST /vault/tokenize: what the vault hands back of a card is what the frame may show (widget §5 in docs/spec-coverage.md). */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { startSession, testSimulator } from '../../test-support';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

async function tokenize(cardNumber: string) {
  const { token } = await startSession(sim);
  const vault = await request(sim.apps.service).post('/init/vault-token').set('Authorization', `Bearer ${token}`).expect(200);
  return request(sim.apps.asset)
    .post('/vault/tokenize')
    .set('Authorization', `Bearer ${(vault.body as { accessToken: string }).accessToken}`)
    .send({ cardholder_name: 'Ada Lovelace', card_number: cardNumber, expiry_month: 12, expiry_year: 2034, cvv: '123' })
    .expect(201);
}

describe('the bin the vault answers', () => {
  it.each([
    ['a 13-digit Visa', '4135792468019', '413579'],
    ['a 15-digit Amex', '378282246310005', '378282'],
    ['a 16-digit Visa', '4242424242424242', '42424242'],
    ['a 16-digit Mastercard', '5555555555554444', '55555555'],
    ['a 19-digit Visa', '4000000000000000006', '40000000'],
  ])('is the first 6 digits below 16 and the first 8 from 16: %s', async (_name, number, bin) => {
    const res = await tokenize(number);
    expect(res.body).toMatchObject({ bin, last4: number.slice(-4) });
    expect(JSON.stringify(res.body)).not.toContain(number);
  });

  it('leaves a 13-digit number with 3 unknown digits beside its last 4', async () => {
    const number = '4135792468019';
    const res = await tokenize(number);
    const { bin, last4 } = res.body as { bin: string; last4: string };
    expect(number.length - bin.length - last4.length).toBe(3);
  });
});
