/**
 * POST /provider/executions/:id/instruments: the card-save body of app §3 in docs/spec-coverage.md (schema in
 * contracts/card-save.ts). The shopper asked to store the card: the provider checks that the body
 * names this execution's holder and the vault's provider configuration, reads the card under the
 * vault token (the authorize still takes it), and keeps it on the execution. The card is stored
 * for the customer once the charge it paid settles (merchant-api.ts), and listed by later lookups
 * for the same email (stored-instruments.ts).
 */
import type { RequestHandler } from 'express';
import { CardSaveBody } from '../../../contracts/card-save';
import { Problem } from '../../platform/http/problem';
import type { VaultCards } from '../vault/cards';
import { sessionOf } from './require-session';


/** The provider's holder of an execution (execution.holderReference). */
export const holderReferenceOf = (executionId: string) => `holder_${executionId.slice(4, 12)}`;

export function cardSaveHandler(cards: VaultCards): RequestHandler {
  return (req, res) => {
    const session = sessionOf(res);
    const body = CardSaveBody.parse(req.body);
    if (body.holderReference !== holderReferenceOf(session.execution.id)) {
      throw new Problem('bad-request', 'holderReference is not the holder of this payment session.');
    }
    const found = cards.peek(body.data.encryptedData, session.token);
    if (found.kind === 'expired') throw new Problem('vault-token-expired', 'data.encryptedData has expired: tokenize the card again.');
    if (found.kind === 'unknown') throw new Problem('bad-request', 'data.encryptedData is unknown, used, or belongs to another session.');
    const { card } = found;
    session.execution.cardSave = { card: card.summary, futureUsage: body.futureUsage };
    res.status(201).json({
      holderReference: body.holderReference,
      paymentMethod: body.paymentMethod,
      futureUsage: body.futureUsage,
      status: 'created',
      data: { bin: card.summary.bin.slice(0, 6), last4: card.summary.last4, network: card.summary.network },
    });
  };
}
