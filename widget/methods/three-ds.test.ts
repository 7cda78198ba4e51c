// @vitest-environment jsdom
/**
 * The 3-D Secure step of the method context (widget §4 and §8 in docs/spec-coverage.md): every way it fails
 * names EXECUTOR_3DS_FAILED; a failure after the challenge keeps its own shopper message.
 */
import { createLogger } from '../logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBearerTokenCache } from '../collect/bearer-token';
import { parseSdkConfig } from '../config';
import { createDropInView } from '../drop-in/view';
import type { PaymentEvents } from '../drop-in/types';
import { at, json } from '../executor/fake-provider.test-support';
import type { Fetch } from '../http/payment-api';
import { MESSAGES } from '../messages';
import { createMethodContext } from './method-context';

const ASSET = 'https://asset.test';
const SELF = 'https://p/executions/self';
const EXECUTION = {
  initialResults: [{ body: { name: 'lookup', data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] }, links: { authorize: { href: 'https://p/authorize' } } } }],
  links: { self: { href: SELF } },
  meta: { assetHost: ASSET, vault: { url: `${ASSET}/vault` } },
};

afterEach(() => document.body.replaceChildren());

function context(fetchImpl: Fetch) {
  const parsed = parseSdkConfig({ token: 's', amount: { value: '1.00', currency: 'USD' }, execution: EXECUTION });
  const failures: Parameters<NonNullable<PaymentEvents['onAuthorizeFailed']>>[0][] = [];
  const onThreeDSecureChallenge = vi.fn();
  const onAuthorizeSuccess = vi.fn();
  const events: PaymentEvents = { onAuthorizeFailed: (f) => void failures.push(f), onAuthorizeSuccess, onThreeDSecureChallenge };
  const view = createDropInView('Pay');
  document.body.append(view.root);
  const ctx = createMethodContext({
    context: { ...parsed, environment: 'DEV', bearerToken: createBearerTokenCache(async () => 'b'), events, fetch: fetchImpl, sleep: async () => undefined },
    options: {},
    view,
    document,
    alive: () => true,
    logger: createLogger(),
    logLevel: 'ERROR',
  });
  return { ctx, failures, onAuthorizeSuccess, onThreeDSecureChallenge };
}

describe('3-D Secure failures', () => {
  it.each([
    ['no challenge link', null],
    ['a challenge link that is not http(s)', 'javascript:alert(1)'],
    ['a challenge link that is not a URL', 'not a url'],
  ])('%s is EXECUTOR_3DS_FAILED, and no challenge starts', (_, link) => {
    const { ctx, failures, onThreeDSecureChallenge } = context(vi.fn<Fetch>());
    ctx.finish({ kind: 'three-ds', link }, 'card');
    expect(failures).toEqual([expect.objectContaining({ code: 'AUTHORIZATION_ERROR', error: 'EXECUTOR_3DS_FAILED', paymentMethodCode: 'card' })]);
    expect(onThreeDSecureChallenge).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a payment declined after the challenge is EXECUTOR_3DS_FAILED with the after-3DS message', async () => {
    const fetchImpl = vi.fn<Fetch>(async () => json(200, { status: [{ code: 'authorizeRequested', time: at(0) }, { code: 'authorizeFailed', time: at(1) }] }));
    const { ctx, failures, onThreeDSecureChallenge } = context(fetchImpl);
    ctx.finish({ kind: 'three-ds', link: `${ASSET}/3ds/challenge/t` }, 'card');
    expect(onThreeDSecureChallenge).toHaveBeenCalledOnce();
    document.querySelector<HTMLButtonElement>('.mm-3ds-close')?.click();
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]).toMatchObject({ code: 'AUTHORIZATION_ERROR', error: 'EXECUTOR_3DS_FAILED', message: MESSAGES.authorizationFailedAfter3ds });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(SELF);
  });

  it('a payment that succeeds after the challenge carries no error', async () => {
    const fetchImpl = vi.fn<Fetch>(async () => json(200, { status: [{ code: 'authorizeRequested', time: at(0) }, { code: 'authorizeSuccessful', time: at(1) }] }));
    const { ctx, failures, onAuthorizeSuccess } = context(fetchImpl);
    ctx.finish({ kind: 'three-ds', link: `${ASSET}/3ds/challenge/t` }, 'card');
    document.querySelector<HTMLButtonElement>('.mm-3ds-close')?.click();
    await vi.waitFor(() => expect(onAuthorizeSuccess).toHaveBeenCalledOnce());
    expect(failures).toEqual([]);
  });
});
