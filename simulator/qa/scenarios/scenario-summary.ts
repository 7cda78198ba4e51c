/**
 * How a scenario reads for QA: its payment method, where it ends, and how to start it. Shared by the
 * QA console, the QA API and the README test, so the three never describe a scenario differently.
 */
import { SHOPPER_MESSAGES } from '../../../catalog/shopper-messages';
import { TEST_CARD_SCENARIOS, type Scenario, type ScenarioMethod, type ShopperMessage } from '../../../scenarios';
import { MESSAGES } from '../../../widget/messages';

export const METHOD_LABELS: Readonly<Record<ScenarioMethod, string>> = {
  card: 'Card',
  'stored-card': 'Stored card',
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  paypal: 'PayPal',
  pix: 'Pix (instant payment)',
  redirect: 'Redirect',
};

export type EndTone = 'ok' | 'bad' | 'warn';

export interface ScenarioSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly method: ScenarioMethod;
  readonly methodLabel: string;
  /** One line: the widget event, the failure code, and whether a subscription is recorded. */
  readonly expectedEnd: string;
  readonly tone: EndTone;
  /** The text the shopper ends on, as the widget or the app shows it (widget/messages.ts, app/messages.ts). */
  readonly shopperMessage: string;
  readonly subscriptionCreated: boolean;
  readonly threeDs: boolean;
  /** Well-known test card numbers that select this scenario when no flag names one (digits only). */
  readonly testCards: readonly string[];
}

const messageRef = (m: ShopperMessage): string => {
  switch (m.source) {
    case 'widget':
      return `“${MESSAGES[m.key]}” (widget)`;
    case 'app':
      return `“${SHOPPER_MESSAGES[m.key]}” (app)`;
  }
};

/** How a scenario's first renewal ends (scenarios with a renewal script; simulator/merchant/renewals). */
const RENEWAL_END: Readonly<Record<NonNullable<Scenario['renewal']>['expect'], string>> = {
  renewed: 'renewals paid',
  recovered: 'renewal paid on a retry',
  cancelled: 'renewal unpaid, then cancelled',
};

export function expectedEnd(s: Scenario): { text: string; tone: EndTone } {
  const first = firstChargeEnd(s);
  const renewal = s.renewal ? { text: `${first.text} · ${RENEWAL_END[s.renewal.expect]}`, tone: s.renewal.expect === 'cancelled' ? 'warn' : first.tone } : first;
  // A refund script only matters once the buyer withdraws (simulator/merchant/withdrawal, issue 29).
  if (!s.refund) return renewal;
  return s.refund.kind === 'succeeded' ? { text: `${renewal.text} · withdrawal refunded`, tone: renewal.tone } : { text: `${renewal.text} · withdrawal refund failed`, tone: 'warn' };
}

function firstChargeEnd(s: Scenario): { text: string; tone: EndTone } {
  const e = s.expect;
  switch (e.widgetEvent) {
    case 'success':
      return e.subscriptionCreated
        ? { text: 'success · subscription recorded', tone: 'ok' }
        : { text: 'paid · no subscription (backend fails)', tone: 'warn' };
    case 'pending':
      return { text: 'pending · no subscription yet', tone: 'warn' };
    case 'failure':
      return { text: `failure ${e.failureCode} · no subscription`, tone: 'bad' };
  }
}

export function summarize(s: Scenario): ScenarioSummary {
  const method = s.method ?? 'card';
  const end = expectedEnd(s);
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    method,
    methodLabel: METHOD_LABELS[method],
    expectedEnd: end.text,
    tone: end.tone,
    shopperMessage: messageRef(s.expect.shopperMessage),
    subscriptionCreated: s.expect.subscriptionCreated,
    threeDs: s.threeDs !== undefined || (s.provider.pay?.kind === 'final-state' && s.provider.pay.actionRequired === '3ds'),
    testCards: Object.entries(TEST_CARD_SCENARIOS)
      .filter(([, id]) => id === s.id)
      .map(([card]) => card),
  };
}

/** The README's QA table row for a scenario: `| \`id\` | method | title | expected end |`. */
export function readmeRow(s: Scenario): string {
  const x = summarize(s);
  const cards = x.testCards.map((c) => ` (test card \`${c.replace(/(\d{4})(?=\d)/g, '$1 ')}\`)`).join('');
  return `| \`${x.id}\` | ${x.methodLabel} | ${x.title}${cards} | ${x.expectedEnd} |`;
}
