/**
 * The signed-in person's language (issue 33): POST /members/account/language keeps it for the
 * verified token's user (never one the body names), GET answers it, and emails to the address their
 * identity proved speak it before their purchases' language.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../../contracts/members';
import type { Simulator } from '../../create-simulator';
import { identityEmail } from '../identity/identity-emails';
import { emailLanguage } from '../outbox/i18n/catalogue';
import { testIdToken, testSimulator } from '../../test-support';
import { AccountLanguages } from './account-language';
import { eraseAccount } from './account-data';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const svc = () => request(sim.apps.service);
const ada = testIdToken({ uid: 'uid-ada', email: 'ada@example.com' });
const eve = testIdToken({ uid: 'uid-eve', email: 'eve@example.com' });

describe('the account’s language', () => {
  it('is kept for the token’s user when they switch while signed in, and answered to them alone', async () => {
    expect((await svc().get(ACCOUNT_PATHS.language).set('x-id-token', ada).expect(200)).body).toEqual({ language: null });
    await svc().post(ACCOUNT_PATHS.language).set('x-id-token', ada).send({ language: 'es' }).expect(200, { language: 'es' });
    await svc().post(ACCOUNT_PATHS.language).set('x-id-token', ada).send({ language: 'pt-BR' }).expect(200, { language: 'pt-BR' });
    expect((await svc().get(ACCOUNT_PATHS.language).set('x-id-token', ada).expect(200)).body).toEqual({ language: 'pt-BR' });
    expect((await svc().get(ACCOUNT_PATHS.language).set('x-id-token', eve).expect(200)).body).toEqual({ language: null });
  }, 20_000);

  it('refuses a call without a verified token (401), a language the product does not speak and a body naming a user (400)', async () => {
    await svc().post(ACCOUNT_PATHS.language).send({ language: 'es' }).expect(401);
    await svc().post(ACCOUNT_PATHS.language).set('x-id-token', 'forged').send({ language: 'es' }).expect(401);
    const unknown = await svc().post(ACCOUNT_PATHS.language).set('x-id-token', ada).send({ language: 'ja' }).expect(400);
    expect((unknown.body as { error: string }).error).toBe('language: must be one of en, es, pt-BR, fr, de, ar');
    await svc().post(ACCOUNT_PATHS.language).set('x-id-token', ada).send({ language: 'de', uid: 'uid-eve' }).expect(400);
    expect(sim.db.prepare('SELECT count(*) FROM account_languages').pluck().get()).toBe(0);
  });

  it('names the language of emails to the address the identity proved (the sign-in link in Spanish)', async () => {
    await svc().post(ACCOUNT_PATHS.language).set('x-id-token', ada).send({ language: 'es' }).expect(200);
    const choice = new AccountLanguages(sim.db).ofEmail('Ada@Example.com');
    expect(choice).toBe('es');
    const email = identityEmail('sign-in-link', 'ada@example.com', 'https://auth.test/link?oobCode=x', [], emailLanguage(choice ?? 'en'));
    expect([email.subject, email.html?.includes('<html lang="es" dir="ltr">')]).toEqual(['Inicia sesión en MindMetric', true]);
    // An unverified email names nobody: the choice stays with the account only.
    const unverified = testIdToken({ uid: 'uid-kim', email: 'kim@example.com', emailVerified: false });
    await svc().post(ACCOUNT_PATHS.language).set('x-id-token', unverified).send({ language: 'ar' }).expect(200);
    expect(new AccountLanguages(sim.db).ofEmail('kim@example.com')).toBeUndefined();
  });

  it('is erased with the account and listed in its export', async () => {
    await svc().post(ACCOUNT_PATHS.language).set('x-id-token', ada).send({ language: 'fr' }).expect(200);
    const exported = await svc().get(ACCOUNT_PATHS.export).set('x-id-token', ada).expect(200);
    expect((exported.body as { account: { language: unknown } }).account.language).toEqual({ language: 'fr', updated_at: expect.any(Number) });
    eraseAccount(sim.db, { uid: 'uid-ada', email: 'ada@example.com' });
    expect((await svc().get(ACCOUNT_PATHS.language).set('x-id-token', ada).expect(200)).body).toEqual({ language: null });
  });
});
