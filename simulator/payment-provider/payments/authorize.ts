import type { RequestHandler } from 'express';
import { type z } from 'zod';
import { Problem } from '../../platform/http/problem';
import type { VaultCards } from '../vault/cards';
import { recordInstallments } from './bin-lookup';
import { instrumentsOf } from './payment-methods';
import type { StoredInstruments } from './stored-instruments';
import { ScenarioRun } from './scenario-run';
import { sendScriptedError } from './scripted-error';
import { type PaymentSessions } from './sessions';
import { assertNotAuthorized, type PaymentSession } from './session-model';
import { sessionOf } from './require-session';
import { AuthorizeBody } from '../../../contracts/provider';
import { callerIp } from '../../platform/http/ip-country';
import { attemptConsent, cardBillingCountry } from './attempt-consent';


/** The card an authorize item charges: a vault token taken once, or a stored instrument of the lookup. */
function chargedCard(item: z.infer<typeof AuthorizeBody>['paymentComposition'][number], cards: VaultCards, session: PaymentSession, stored: StoredInstruments) {
  const sessionToken = session.token;
  if ('paymentInstrumentId' in item && typeof item.paymentInstrumentId === 'string') {
    const id = item.paymentInstrumentId;
    // Only an instrument this session's lookup listed: the customer's own, or the scenario's.
    const instrument = instrumentsOf(session, stored).find((i) => i.id === id);
    if (!instrument || instrument.status !== 'enabled' || instrument.paymentMethod !== item.paymentMethodCode) {
      throw new Problem('bad-request', `paymentInstrumentId "${item.paymentInstrumentId}" is not an enabled ${item.paymentMethodCode} instrument of this shopper.`);
    }
    const { bin = '', last4 = '', network } = instrument.data;
    return { summary: { bin, last4, network }, testScenario: null };
  }
  const data: unknown = 'paymentInstrumentData' in item ? item.paymentInstrumentData : undefined;
  const vaultToken = typeof data === 'object' && data !== null && 'vaultToken' in data && typeof data.vaultToken === 'string' ? data.vaultToken : '';
  const taken = cards.take(vaultToken, sessionToken);
  switch (taken.kind) {
    case 'card':
      return taken.card;
    case 'expired':
      throw new Problem('vault-token-expired', 'paymentInstrumentData.vaultToken has expired: tokenize the card again.');
    case 'unknown':
      throw new Problem('bad-request', 'paymentInstrumentData.vaultToken is unknown, used, or belongs to another session.');
  }
}

/** POST /provider/executions/:id/authorize: starts the authorization the session's scenario scripts. */
export function authorizeHandler(sessions: PaymentSessions, cards: VaultCards, stored: StoredInstruments, serviceOrigin: string): RequestHandler {
  return (req, res) => {
    const session = sessionOf(res);
    const body = AuthorizeBody.parse(req.body);
    const [item] = body.paymentComposition;
    if (body.amount.value !== session.amount.value || body.amount.currency !== session.amount.currency || item?.amount.value !== session.amount.value) {
      throw new Problem('bad-request', `The amount must be ${session.amount.value} ${session.amount.currency}, as the session was created.`);
    }
    assertNotAuthorized(session);
    // Installment payments send installments.count (widget §5 in docs/spec-coverage.md): kept per session for tests and QA.
    recordInstallments(session, item);
    const card = chargedCard(item, cards, session, stored);
    const run = ScenarioRun.begin(session, card.testScenario);
    const answer = run.authorizeAnswer();
    if (answer.kind === 'http-error') {
      sendScriptedError(res, answer);
      return;
    }
    run.startAttempt(card.summary, {
      storeInstrument: item.storeInstrument === true,
      consent: attemptConsent(body.consent, { at: sessions.time(), ip: callerIp(req), billingCountry: cardBillingCountry(item) }),
    });
    if (answer.recordsRequest !== false) sessions.appendStatuses(session, ['authorizeRequested']);
    res.json({
      name: 'authorize',
      executionId: session.execution.id,
      links: { execution: { href: `${serviceOrigin}/provider/executions/${session.execution.id}` } },
    });
  };
}
