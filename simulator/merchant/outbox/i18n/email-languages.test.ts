/**
 * Emails in the buyer's language (issue 33, point 4): the catalogue check covers the email
 * catalogues, a Spanish purchase's receipt reaches the outbox in Spanish (through the service, with
 * supertest), and an Arabic email's HTML reads right to left.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../../catalog/languages';
import { findPlan, PLANS } from '../../../../catalog/plans';
import { catalogueProblems, describeProblem } from '../../../../widget/i18n/check-catalogue';
import type { Simulator } from '../../../create-simulator';
import { authorizedPayment, testSimulator } from '../../../test-support';
import { cancellationConfirmed } from '../lifecycle-emails';
import { checkedEmailTexts, emailCataloguePath, emailLanguage } from './catalogue';
import { EMAIL_TEXTS } from './email-texts';
import { AGREED_TO_CURRENT_TERMS } from '../../../../catalog/renewal-terms';

const translated = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
const spanish = () => JSON.parse(readFileSync(emailCataloguePath('es'), 'utf8')) as Record<string, string>;

describe('the email catalogues (the catalogue check, run in CI)', () => {
  it.each(translated)('%s has every English id, no other, each parsing with English’s placeholders', (locale) => {
    const texts = JSON.parse(readFileSync(emailCataloguePath(locale), 'utf8')) as unknown;
    expect(catalogueProblems(EMAIL_TEXTS, texts, locale).map((p) => describeProblem(locale, p))).toEqual([]);
  });

  it('fails on a missing key, and the simulator refuses to load such a catalogue, naming it', () => {
    const { 'receipt.subject': _dropped, ...rest } = spanish();
    expect(catalogueProblems(EMAIL_TEXTS, rest, 'es')).toEqual([{ kind: 'missing', id: 'receipt.subject' }]);
    expect(() => checkedEmailTexts('es', () => JSON.stringify(rest))).toThrow('Email catalogues: es catalogue, "receipt.subject": missing (English has it).');
  });

  it('fails on a lost placeholder (the legal price in a trial reminder) and on ICU that does not parse', () => {
    const broken = { ...spanish(), 'trial.intro': 'Tu prueba de {plan} termina el {date}.', 'value.once': '{price una sola vez' };
    expect(catalogueProblems(EMAIL_TEXTS, broken, 'es').map((p) => [p.kind, p.id])).toEqual([
      ['unparsable', 'value.once'],
      ['placeholders', 'trial.intro'],
    ]);
  });
});

describe('money, dates and the legal facts in the buyer’s language', () => {
  it('formats through Intl with the plan’s currency and states the cadence from the catalogue', () => {
    const at = Date.UTC(2026, 11, 8);
    expect([emailLanguage('es').money(19.99, 'USD'), emailLanguage('es').date(at)]).toEqual(['19,99\u00a0US$', '8 de diciembre de 2026']);
    expect([emailLanguage('pt-BR').money(1, 'BRL'), emailLanguage('de').money(49, 'EUR')]).toEqual(['R$\u00a01,00', '49,00\u00a0€']);
    expect(emailLanguage('en').money(19.99, 'USD')).toBe('$19.99 USD');
    expect(emailLanguage('fr').text('value.every', { price: '48,00 $US', unit: 'week', count: 12 })).toBe('48,00 $US toutes les 12 semaines');
  });
});

describe('the outbox speaks the purchase’s language', () => {
  let sim: Simulator | undefined;
  afterEach(() => sim?.close());

  const receiptOf = async (language: Language) => {
    sim = testSimulator();
    const s = await authorizedPayment(sim, { language });
    const created = await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email: 'ana@example.com', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS, language }).expect(201);
    const id = (created.body as { id: string }).id;
    await expect.poll(() => sim?.outbox.list({ subscriptionId: id, kind: 'subscription-receipt' }).length).toBe(1);
    const [email] = sim.outbox.list({ subscriptionId: id, kind: 'subscription-receipt' });
    if (!email) throw new Error('no receipt');
    return email;
  };

  it('a Spanish purchase’s receipt is in Spanish, subject and body, with its price and next charge', async () => {
    const email = await receiptOf('es');
    // The plan by its Spanish names too (catalog/plan-names.ts), short in the subject, full in the receipt.
    expect(email.subject).toBe('Tu recibo de MindMetric: Suscripción semanal');
    expect(email.text).toContain('Suscripción semanal con 7 días de prueba');
    expect(email.text).toContain('Gracias por suscribirte. Tu prueba de 7 días ha comenzado. Aquí tienes tu recibo.');
    expect(email.text).toContain('Cobrado hoy: 1,00\u00a0US$');
    expect(email.text).toContain('Después: 19,99\u00a0US$ cada semana');
    expect(email.text).toMatch(/Próximo cobro: \d{1,2} de [a-z]+ de \d{4}/);
    expect(email.text).toContain('Tu suscripción se renueva automáticamente hasta que la canceles');
    expect(email.html).toContain('<html lang="es" dir="ltr">');
    expect(email.html).toContain('Inicia sesión en tu cuenta');
    expect(email.text).not.toMatch(/Thank you|Charged today|Next charge|Weekly/);
  }, 20_000);

  it('names every plan in every language, English as catalog/plans.ts does, and a plan it does not know by its own name', () => {
    for (const plan of PLANS) {
      expect(emailLanguage('en').plan(plan)).toBe(plan.name_full);
      expect(emailLanguage('en').plan(plan, 'name')).toBe(plan.name);
    }
    const report = findPlan('pro_analysis_report_s2');
    if (!report) throw new Error('no plan');
    expect([emailLanguage('de').plan(report), emailLanguage('pt-BR').plan(report, 'name')]).toEqual(['Ausführlicher Analysebericht', 'Relatório de análise']);
    expect(emailLanguage('fr').plan({ id: 'pro_retired', name: 'Retired', name_full: 'Retired plan' })).toBe('Retired plan');
  });

  it('an Arabic email is right to left in its HTML, its table aligned to the right', () => {
    const plan = findPlan('pro_weekly_trial');
    if (!plan) throw new Error('no plan');
    const email = cancellationConfirmed({ to: 'amal@example.com', subscriptionId: 'sub_1', plan, links: null, lang: emailLanguage('ar') }, { accessUntil: new Date(Date.UTC(2026, 11, 8)), endedNow: false });
    expect(email.subject).toBe('تم إلغاء اشتراكك — MindMetric');
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.html).toContain('<th scope="row" style="text-align:right;');
    expect(email.html).toContain('<td style="text-align:left;');
    expect(email.text).toContain('تم تأكيد الإلغاء');
  });

  it('isolates the link, the name and the plan an Arabic sentence inserts (FSI…PDI); other languages insert them as they are', () => {
    const link = 'http://app.test/mindmetric/webapp/manage-subscriptions?withdraw=sub_1';
    expect(emailLanguage('ar').text('value.withdrawUntil', { link, date: '8 ديسمبر 2026' })).toContain(`\u2068${link}\u2069`);
    expect(emailLanguage('ar').text('withdrawal.intro', { name: 'Ada Lovelace' })).toContain('\u2068Ada Lovelace\u2069');
    expect(emailLanguage('es').text('value.withdrawUntil', { link, date: '8 de diciembre de 2026' })).not.toMatch(/[\u2068\u2069]/);
  });
});
