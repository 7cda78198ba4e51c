/** The subscription service's routes (simulator/merchant/subscription-service/router.ts), as the OpenAPI document describes them. */
import { z } from 'zod';
import { FinalizeRequest, FinalizeResponse } from '../../../contracts/finalize';
import { PaymentSessionAnswer } from '../../../contracts/payment-session';
import { ProviderEvent, ProviderEventReceipt } from '../../../contracts/provider';
import { SIGNATURE_HEADER } from '../../payment-provider/client';
import {
  AddOnRequest,
  ApplePayCreateRequest,
  CreateSubscriptionRequest,
  InitSessionQuery,
  RecSubscriptionAnswer,
  RecSubscriptionRequest,
  SignedInApplePayCreateRequest,
  SignedInCreateRequest,
  SubscriptionCreated,
} from '../../../contracts/subscriptions';
import { VaultTokenAnswer } from '../../../contracts/vault';
import { ProblemBody } from '../../../contracts/problem';
import { PURCHASE_STATUS_PATH, PurchaseStatus, PurchaseStatusQuery, REDIRECT_RETURN_PATH, RedirectReturnQuery } from '../../../contracts/redirect-return';
import { idParam, json, jsonBody, problem, type Operation } from './describe';

const service = ['subscription service'];
const signedIn = [{ idToken: [] }];
const idempotent = z.object({ 'Idempotency-Key': z.string().min(1).max(255).optional().meta({ description: 'The same key and body answer the first answer again' }) });

/** A create: 201 recorded, 200 the same charge again; the scripted backend failure of a scenario is a 500 with an empty JSON body. */
const createAnswers = {
  '200': json(SubscriptionCreated, 'This charge was recorded before: the same subscription'),
  '201': json(SubscriptionCreated, 'The subscription is recorded'),
  '500': {
    description: 'The scenario\'s scripted backend failure (app §7: no error text), or an unexpected failure',
    content: { 'application/json': { schema: z.object({}).strict() }, 'application/problem+json': { schema: ProblemBody } },
  },
  default: problem,
};

export const SERVICE_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/init/session',
    origin: 'service',
    operation: {
      tags: service,
      summary: 'Open a payment session for a plan\'s first charge, bound to QA\'s scenario, the shopper and the quiz attempt',
      requestParams: { query: InitSessionQuery },
      responses: { '200': json(PaymentSessionAnswer, 'The session token and the workflow execution the widget starts from'), default: problem },
    },
  },
  {
    method: 'post',
    path: '/init/vault-token',
    origin: 'service',
    operation: {
      tags: service,
      security: [{ paymentSession: [] }],
      summary: 'The vault\'s bearer token for the payment session (the widget\'s getBearerToken)',
      responses: { '200': json(VaultTokenAnswer, 'A short-lived vault token'), default: problem },
    },
  },
  {
    method: 'post',
    path: '/subs/create-no-user',
    origin: 'service',
    operation: {
      tags: service,
      summary: 'Record an anonymous buyer\'s subscription the provider authorized, or (with subscription_id) an add-on on its stored card, the subscription proven the buyer\'s by its email or by an optional x-id-token of the account it is linked to',
      requestParams: { header: idempotent },
      requestBody: { required: true, content: { 'application/json': { schema: z.union([CreateSubscriptionRequest, AddOnRequest]) } } },
      responses: createAnswers,
    },
  },
  {
    method: 'post',
    path: '/subs/create-no-user-applepay',
    origin: 'service',
    operation: {
      tags: service,
      summary: 'Record an anonymous buyer\'s subscription paid with an Apple Pay token (the service charges it, ADR 6)',
      requestParams: { header: idempotent },
      requestBody: jsonBody(ApplePayCreateRequest),
      responses: createAnswers,
    },
  },
  {
    method: 'post',
    path: '/subs/create',
    origin: 'service',
    operation: {
      tags: service,
      security: signedIn,
      summary: 'Record a signed-in buyer\'s subscription the provider authorized',
      requestParams: { header: idempotent },
      requestBody: jsonBody(SignedInCreateRequest),
      responses: createAnswers,
    },
  },
  {
    method: 'post',
    path: '/subs/create-applepay',
    origin: 'service',
    operation: {
      tags: service,
      security: signedIn,
      summary: 'Record a signed-in buyer\'s subscription paid with an Apple Pay token',
      requestParams: { header: idempotent },
      requestBody: jsonBody(SignedInApplePayCreateRequest),
      responses: createAnswers,
    },
  },
  {
    method: 'post',
    path: '/subs/finalize',
    origin: 'service',
    operation: {
      tags: service,
      // Signed in or anonymous: an anonymous finalize links nothing (README, online banking), so the token is optional (issue 43).
      security: [...signedIn, {}],
      summary: 'Link a purchase to the signed-in account, idempotently per purchase and account',
      requestParams: { header: idempotent },
      requestBody: jsonBody(FinalizeRequest),
      responses: { '200': json(FinalizeResponse, 'The linked record'), default: problem },
    },
  },
  {
    method: 'post',
    path: '/subs/webhooks/provider',
    origin: 'service',
    operation: {
      tags: service,
      summary: 'The provider\'s signed webhook events (issue 26): acted on once per event id, in any order',
      requestParams: { header: z.object({ [SIGNATURE_HEADER]: z.string().min(1).meta({ description: 't=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">; required: without it, or when it does not verify, the answer is a 400' }) }) },
      requestBody: jsonBody(ProviderEvent),
      responses: { '200': json(ProviderEventReceipt, 'Acknowledged'), default: problem },
    },
  },
  {
    method: 'post',
    path: '/rec/subscriptions/{id}',
    origin: 'service',
    operation: {
      tags: service,
      summary: 'A subscription\'s record with its add-ons, for the email it belongs to',
      requestParams: { path: idParam('id', 'The subscription') },
      requestBody: jsonBody(RecSubscriptionRequest),
      responses: { '200': json(RecSubscriptionAnswer, 'The record'), default: problem },
    },
  },
  {
    method: 'get',
    path: REDIRECT_RETURN_PATH,
    origin: 'service',
    operation: {
      tags: service,
      summary: 'Where the provider sends a shopper back from a redirect payment: the merchant reads the payment and sends them on to the checkout',
      requestParams: { query: RedirectReturnQuery },
      responses: {
        '303': {
          description: 'On to the app\'s checkout with app §2\'s return parameters (Location)',
          headers: z.object({ Location: z.string() }),
          content: { 'text/plain': { schema: z.string() }, 'text/html': { schema: z.string() } },
        },
        default: problem,
      },
    },
  },
  {
    method: 'get',
    path: PURCHASE_STATUS_PATH,
    origin: 'service',
    operation: {
      tags: service,
      summary: 'Where a redirect payment\'s purchase stands',
      requestParams: { query: PurchaseStatusQuery },
      responses: { '200': json(PurchaseStatus, 'pending, paid (with the subscription) or failed'), default: problem },
    },
  },
];
