import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { findPlan, type Plan } from '../../../catalog/plans';
import { applePayRecurring } from './apple-pay-recurring';
import { loadTexts } from '../../lib/i18n/texts';

const plan = (id: string): Plan => {
  const found = findPlan(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};
const NOW = Date.UTC(2026, 10, 23);

describe('applePayRecurring', () => {
  it('bills the weekly plan every 7 days at its regular price, from the end of the 7-day trial (app §9)', () => {
    expect(applePayRecurring(plan('pro_weekly_trial'), 'https://app.test', NOW, 'en')).toEqual({
      description: 'Weekly plan with 7-day trial',
      label: 'Weekly Plan',
      amount: '19.99',
      intervalUnit: 'day',
      intervalCount: 7,
      startDate: new Date(Date.UTC(2026, 10, 30)),
      managementUrl: `https://app.test${paths.webapp.manageSubscriptions}`,
    });
  });

  it('bills the 3-month plans every 12 weeks and the monthly ones every month, without a trial start', () => {
    expect(applePayRecurring(plan('pro_3month'), 'https://app.test', NOW, 'en')).toMatchObject({ amount: '49.00', intervalUnit: 'day', intervalCount: 84 });
    expect(applePayRecurring(plan('club_premium_one_month'), 'https://app.test', NOW, 'en')).toMatchObject({ amount: '13.99', intervalUnit: 'month', intervalCount: 1 });
    expect(applePayRecurring(plan('pro_3month'), 'https://app.test', NOW, 'en')).not.toHaveProperty('startDate');
  });

  it('names the plan on the sheet in the shopper’s language once its texts are here (issue 44)', async () => {
    await loadTexts('es');
    expect(applePayRecurring(plan('pro_weekly_trial'), 'https://app.test', NOW, 'es')).toMatchObject({ description: 'Suscripción semanal con 7 días de prueba', label: 'Suscripción semanal' });
    await loadTexts('de');
    const german = applePayRecurring(plan('pro_weekly_trial'), 'https://app.test', NOW, 'de');
    expect(german?.description).not.toMatch(/Weekly|trial/);
    expect(german?.label).not.toMatch(/Weekly/);
  });

  it('gives an add-on no recurring payment', () => {
    expect(applePayRecurring(plan('pro_ult_pack'), 'https://app.test', NOW, 'en')).toBeNull();
  });
});
