/**
 * The vault token cache is used at runtime (widget §4 in docs/spec-coverage.md, issue 11 point 2): two card
 * payments within the token's lifetime ask the merchant's getBearerToken once, a payment after its
 * `exp` asks again, and a token the vault rejects is not reused. Driven through createPaymentClient
 * and the drop-in's Pay button, with the vault frame's answers played on the message bus.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardExecution, jwt, mountCardDropIn } from './card-frame.test-support';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function setup(vaultAnswer: 'vault-token-invalid' | 'vault-error') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2030, 0, 1));
  let issued = 0;
  const getBearerToken = vi.fn(async () => jwt({ exp: Math.floor(Date.now() / 1000) + 600, n: (issued += 1) }));
  const onAuthorizeFailed = vi.fn();
  const dropIn = mountCardDropIn({
    config: { token: 'session', amount: { value: '1.00', currency: 'USD' }, execution: cardExecution('https://p/authorize') },
    getBearerToken,
    events: { onAuthorizeFailed },
  });
  const bearers: string[] = [];
  // The vault's answer, as the frame reports it: never a card, so no authorize call follows.
  dropIn.answerTokenization((request) => {
    bearers.push(request.bearerToken);
    return { ok: false, reason: vaultAnswer, message: vaultAnswer };
  });
  dropIn.readyWithValidCard();
  return { getBearerToken, bearers, pay: () => dropIn.payUntilFailure(onAuthorizeFailed) };
}

describe('the vault token cache at runtime', () => {
  it('asks once for two payments within the token lifetime, and again after exp', async () => {
    const { getBearerToken, bearers, pay } = setup('vault-error');
    await pay();
    await pay();
    expect(getBearerToken).toHaveBeenCalledTimes(1);
    expect(bearers[0]).toBe(bearers[1]);
    vi.setSystemTime(Date.now() + 601_000);
    await pay();
    expect(getBearerToken).toHaveBeenCalledTimes(2);
    expect(bearers[2]).not.toBe(bearers[1]);
  });

  it('does not reuse a token the vault rejected', async () => {
    const { getBearerToken, bearers, pay } = setup('vault-token-invalid');
    await pay();
    await pay();
    expect(getBearerToken).toHaveBeenCalledTimes(2);
    expect(bearers[0]).not.toBe(bearers[1]);
  });
});
