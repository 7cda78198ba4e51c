/** The payment provider's routes (simulator/payment-provider/payments/router.ts) and the vault's (simulator/payment-provider/vault/router.ts), as the OpenAPI document describes them. */
import { ApplePayCreateSessionAnswer, ApplePayCreateSessionBody } from '../../../contracts/apple-pay';
import { CardSaveAnswer, CardSaveBody } from '../../../contracts/card-save';
import { ApplePaySessionBody, AuthorizeBody, BinLookupAnswer, BinLookupBody, ConfirmBody, ExecutionAnswer, PayAnswer, PayBody, StepAnswer } from '../../../contracts/provider';
import { TokenizeAnswer, TokenizeBody, VaultError } from '../../../contracts/vault';
import { ProblemBody } from '../../../contracts/problem';
import { Refund, RefundIdempotencyKey, RefundRequest, REFUNDS_PATH } from '../../../contracts/refunds';
import { z } from 'zod';
import { idParam, json, jsonBody, problem, scriptedOrProblem, type Operation } from './describe';

const provider = ['provider'];
const session = [{ paymentSession: [] }];
const execution = { path: idParam('id', 'The workflow execution of the payment session') };
const poll = {
  tags: provider,
  security: session,
  summary: 'Poll the execution: the n-th poll after authorize, pay or confirm gets the scenario\'s n-th answer (the last repeats)',
  requestParams: execution,
  responses: { '200': json(ExecutionAnswer, 'The execution\'s statuses so far'), default: scriptedOrProblem },
};

export const PROVIDER_OPERATIONS: readonly Operation[] = [
  { method: 'get', path: '/provider/executions/{id}', origin: 'service', operation: poll },
  { method: 'get', path: '/provider/executions/{id}/authorization-result', origin: 'service', operation: { ...poll, summary: 'The redirect methods\' poll: as the execution poll' } },
  {
    method: 'post',
    path: '/provider/executions/{id}/authorize',
    origin: 'service',
    operation: {
      tags: provider,
      security: session,
      summary: 'Authorize the card (a vault token or a stored instrument) for the session\'s amount',
      requestParams: execution,
      requestBody: jsonBody(AuthorizeBody),
      responses: { '200': json(StepAnswer, 'Authorization started: poll the execution'), default: scriptedOrProblem },
    },
  },
  {
    method: 'post',
    path: '/provider/executions/{id}/pay',
    origin: 'service',
    operation: {
      tags: provider,
      security: session,
      summary: 'Pay with a wallet token, or start a PayPal order or a redirect',
      requestParams: execution,
      requestBody: jsonBody(PayBody),
      responses: { '200': json(PayAnswer, 'The first state and the links the method goes on with'), default: scriptedOrProblem },
    },
  },
  {
    method: 'post',
    path: '/provider/executions/{id}/instruments',
    origin: 'service',
    operation: {
      tags: provider,
      security: session,
      summary: 'Store the shopper\'s card on file (app §3\'s card-save body)',
      requestParams: execution,
      requestBody: jsonBody(CardSaveBody),
      responses: { '201': json(CardSaveAnswer, 'The card is stored'), default: scriptedOrProblem },
    },
  },
  {
    method: 'post',
    path: '/provider/executions/{id}/confirm',
    origin: 'service',
    operation: {
      tags: provider,
      security: session,
      summary: 'Confirm the PayPal order or billing agreement the shopper approved',
      requestParams: execution,
      requestBody: jsonBody(ConfirmBody),
      responses: { '200': json(StepAnswer, 'Confirmed: poll the execution'), default: scriptedOrProblem },
    },
  },
  {
    method: 'post',
    path: '/provider/apple-pay/session',
    origin: 'service',
    operation: {
      tags: provider,
      security: session,
      summary: 'Validate the merchant with Apple for the session\'s amount',
      requestBody: jsonBody(ApplePaySessionBody),
      responses: { '200': json(ApplePayCreateSessionAnswer, 'The merchant session, as res.data.data'), default: scriptedOrProblem },
    },
  },
  {
    method: 'post',
    path: '/provider/apple-pay/create-session',
    origin: 'service',
    operation: {
      tags: provider,
      security: session,
      summary: 'The merchant create-session call of widget §7',
      requestBody: jsonBody(ApplePayCreateSessionBody),
      responses: { '200': json(ApplePayCreateSessionAnswer, 'The merchant session, as res.data.data'), default: scriptedOrProblem },
    },
  },
  {
    method: 'post',
    path: '/provider/bin-lookup',
    origin: 'service',
    operation: {
      tags: provider,
      security: session,
      summary: 'The issuer country of a card\'s first 6 to 8 digits',
      requestBody: jsonBody(BinLookupBody),
      responses: { '200': json(BinLookupAnswer, 'The issuer\'s country'), default: scriptedOrProblem },
    },
  },
  {
    method: 'post',
    path: REFUNDS_PATH,
    origin: 'service',
    operation: {
      tags: provider,
      security: [{ merchantKey: [] }],
      summary: 'Refund a whole charge (the merchant\'s server-to-server call; the outcome also arrives as charge.refunded or charge.refund_failed)',
      requestParams: { header: z.object({ 'Idempotency-Key': RefundIdempotencyKey.meta({ description: 'The same key answers the same refund, never a second one' }) }) },
      requestBody: jsonBody(RefundRequest),
      responses: { '200': json(Refund, 'The refund, succeeded or failed'), default: problem },
    },
  },
];

export const VAULT_OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/vault/tokenize',
    origin: 'asset',
    operation: {
      tags: ['vault'],
      security: [{ vaultToken: [] }],
      summary: 'Swap card data for a one-use token (the vault frame\'s call; bearer: /init/vault-token\'s accessToken)',
      requestBody: jsonBody(TokenizeBody),
      responses: {
        '201': json(TokenizeAnswer, 'The token and the card\'s masked summary'),
        default: {
          description: 'The vault\'s own error shape, or a fault QA scripted (problem+json)',
          content: { 'application/json': { schema: VaultError }, 'application/problem+json': { schema: ProblemBody } },
        },
      },
    },
  },
];
