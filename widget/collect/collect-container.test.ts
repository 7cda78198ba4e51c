import { describe, expect, it, vi } from 'vitest';
import { CollectError } from './collect-errors';
import { createCollectContainer, type CollectContainerConfig, type MountHost, type VaultCall } from './collect-container';
import { resolveMountTarget } from './mount-target';
import { vaultAnswerBody } from './vault-answer';

const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const NOW = Date.UTC(2030, 0, 1);
const TOKEN = `${b64url('{}')}.${b64url(JSON.stringify({ exp: NOW / 1000 + 3600 }))}.s`;
const target = { nodeType: 1 };

function host(overrides: Partial<MountHost> = {}): MountHost {
  return {
    querySelector: (selector) => {
      if (selector.startsWith('[')) throw Object.assign(new Error('bad'), { name: 'SyntaxError' });
      return selector === '#root' ? target : null;
    },
    ...overrides,
  };
}

function setup(overrides: Partial<CollectContainerConfig> = {}) {
  const calls: VaultCall[] = [];
  const config: CollectContainerConfig = {
    type: 'COMPOSABLE',
    options: { layout: [1, 2] },
    vaultUrl: 'https://vault.example.com/',
    getBearerToken: () => TOKEN,
    host: host(),
    transport: async (call) => {
      calls.push(call);
      return { kind: 'ok', body: { records: [{ skyflow_id: 'id' }] } };
    },
    environment: 'DEV',
    now: () => NOW,
    onWarning: () => undefined,
    ...overrides,
  };
  return { container: createCollectContainer(config), calls };
}

const code = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof CollectError ? error.code : `not coded: ${String(error)}`;
  }
};

function cardForm(container: ReturnType<typeof setup>['container']) {
  const number = container.create({ type: 'CARD_NUMBER', table: 'cards', column: 'number', required: true });
  const expiry = container.create({ type: 'EXPIRATION_DATE', table: 'cards', column: 'expiry', required: true });
  const cvv = container.create({ type: 'CVV', table: 'cards', column: 'cvv', required: true });
  return { number, expiry, cvv };
}

describe('container creation', () => {
  it.each([
    [{ type: '' }, 'EMPTY_CONTAINER_TYPE'],
    [{ type: 'FORM' }, 'INVALID_CONTAINER_TYPE'],
    [{ options: undefined }, 'MISSING_COMPOSABLE_CONTAINER_OPTIONS'],
    [{ options: {} }, 'MISSING_LAYOUT_KEY'],
    [{ options: { layout: [] } }, 'EMPTY_LAYOUT_ARRAY'],
    [{ vaultUrl: '' }, 'INVALID_VAULT_URL'],
    [{ getBearerToken: undefined }, 'BEARER_TOKEN_MISSING'],
  ])('rejects %j with %s', (overrides, expected) => {
    expect(code(() => setup(overrides))).toBe(expected);
  });

  it('needs no layout for a COLLECT container', () => {
    expect(code(() => setup({ type: 'COLLECT', options: undefined }))).toBeNull();
  });
});

describe('elements', () => {
  it('rejects duplicate names and bad options with their codes', () => {
    const { container } = setup();
    container.create({ type: 'CVV', table: 'cards', column: 'cvv' });
    expect(code(() => container.create({ type: 'CVV', table: 'cards', column: 'cvv' }))).toBe('DUPLICATE_ELEMENT');
    expect(code(() => container.create({ type: 'CVV', table: 'cards', column: 'cvv', name: 'cvv2' }))).toBeNull();
    expect(code(() => container.create({ type: 'NOPE', table: 'cards', column: 'x' }))).toBe('INVALID_ELEMENT_TYPE');
    expect(code(() => container.create({ type: 'CVV', table: 'cards', column: 'x', required: 'yes' }))).toBe('INVALID_BOOLEAN_OPTIONS');
  });

  it('reports warnings of ignored options', () => {
    const onWarning = vi.fn();
    setup({ onWarning }).container.create({ type: 'CVV', table: 'cards', column: 'cvv', format: 'XXX' });
    expect(onWarning).toHaveBeenCalledWith({ code: 'FORMAT_IGNORED', detail: 'CVV' });
  });

  it('fires CREATED, CHANGE, FOCUS, BLUR, MOUNTED and READY with the state', () => {
    const { container } = setup({ type: 'COLLECT', options: undefined });
    const cvv = container.create({ type: 'CVV', table: 'cards', column: 'cvv' });
    const seen: string[] = [];
    for (const event of ['CHANGE', 'FOCUS', 'BLUR', 'MOUNTED', 'READY'] as const) cvv.on(event, (p) => seen.push(`${p.event}:${p.state.isEmpty}`));
    cvv.mount('#root');
    cvv.focus();
    cvv.input('123');
    cvv.blur();
    expect(seen).toEqual(['MOUNTED:true', 'READY:true', 'FOCUS:true', 'CHANGE:false', 'BLUR:false']);
    expect(code(() => cvv.on('NOPE' as 'CHANGE', () => undefined))).toBe('INVALID_EVENT_TYPE');
  });

  it('disables setValue in PROD and hides values there', () => {
    const { container } = setup({ environment: 'PROD' });
    const cvv = container.create({ type: 'CVV', table: 'cards', column: 'cvv' });
    expect(code(() => cvv.setValue('123'))).toBe('SET_VALUE_DISABLED_IN_PROD');
    cvv.input('123');
    expect(cvv.getState().value).toBeNull();
  });

  it('applies the replace pattern to typed input', () => {
    const { container } = setup();
    const pin = container.create({ type: 'PIN', table: 't', column: 'pin', replacePattern: ['\\D'] });
    pin.input('12a34');
    expect(pin.getState().value).toBe('1234');
  });

  it('a destroyed element throws MISSING_UI_ELEMENT', () => {
    const { container } = setup();
    const cvv = container.create({ type: 'CVV', table: 'cards', column: 'cvv' });
    cvv.destroy();
    expect(code(() => cvv.getState())).toBe('MISSING_UI_ELEMENT');
  });
});

describe('mounting', () => {
  it.each([
    [undefined, 'EMPTY_ELEMENT_IN_MOUNT'],
    ['  ', 'EMPTY_ELEMENT_IN_MOUNT'],
    [42, 'INVALID_ELEMENT_IN_MOUNT'],
    [{ nodeType: 3 }, 'INVALID_ELEMENT_IN_MOUNT'],
    ['[oops', 'INVALID_ELEMENT_SELECTOR'],
    ['#missing', 'PARENT_ELEMENT_MISSING'],
  ])('rejects target %j with %s', (mountTarget, expected) => {
    const result = resolveMountTarget(mountTarget, host());
    expect(result.ok ? null : result.error.code).toBe(expected);
  });

  it('accepts a selector that matches and a DOM element', () => {
    expect(resolveMountTarget('#root', host())).toEqual({ ok: true, value: target });
    expect(resolveMountTarget(target, host())).toEqual({ ok: true, value: target });
  });

  it('checks the layout sum, then renders rows, and wraps a render failure', () => {
    const render = vi.fn();
    const { container } = setup({ host: host({ render }) });
    container.create({ type: 'CVV', table: 'cards', column: 'cvv' });
    expect(code(() => container.mount('#root'))).toBe('LAYOUT_SUM_MISMATCH');
    container.create({ type: 'PIN', table: 'cards', column: 'pin' });
    container.create({ type: 'INPUT_FIELD', table: 'cards', column: 'note' });
    container.mount('#root');
    expect(render).toHaveBeenCalledWith(target, [['cards.cvv'], ['cards.pin', 'cards.note']]);

    const failing = setup({ type: 'COLLECT', options: undefined, host: host({ render: () => { throw new Error('no frame'); } }) });
    const el = failing.container.create({ type: 'CVV', table: 'cards', column: 'cvv' });
    expect(code(() => el.mount('#root'))).toBe('CONTAINER_MOUNT_FAILED');
  });
});

describe('validate and collect', () => {
  it('needs every element mounted', async () => {
    const { container } = setup();
    expect(code(() => container.validate())).toBe('ELEMENTS_NOT_MOUNTED');
    cardForm(container);
    expect(code(() => container.validate())).toBe('ELEMENTS_NOT_MOUNTED');
    await expect(container.collect()).rejects.toMatchObject({ code: 'ELEMENTS_NOT_MOUNTED' });
  });

  it('refuses invalid values, then sends grouped records with digits, tokens and upsert', async () => {
    const { container, calls } = setup();
    const { number, expiry, cvv } = cardForm(container);
    container.mount('#root');
    expect(container.validate()).toBe(false);
    await expect(container.collect()).rejects.toMatchObject({ code: 'INVALID_ELEMENT_VALUES' });
    number.input('4242 4242 4242 4242');
    expiry.input('12/31');
    cvv.input('123');
    expect(container.validate()).toBe(true);
    await expect(container.collect({ tokens: 'no' })).rejects.toMatchObject({ code: 'INVALID_TOKENS_IN_COLLECT' });
    const body = await container.collect({
      tokens: false,
      additionalFields: { records: [{ table: 'cards', fields: { brand: 'visa' } }, { table: 'users', fields: { id: 'u' }, skyflowID: 's1' }] },
      upsert: [{ table: 'cards', column: 'number' }],
    });
    expect(body).toEqual({ records: [{ skyflow_id: 'id' }] });
    expect(calls).toEqual([
      {
        url: 'https://vault.example.com/collect',
        bearerToken: TOKEN,
        body: {
          records: [
            { table: 'cards', fields: { number: '4242424242424242', expiry: '12/31', cvv: '123', brand: 'visa' } },
            { table: 'users', fields: { id: 'u' }, skyflowID: 's1' },
          ],
          tokens: false,
          upsert: [{ table: 'cards', column: 'number' }],
        },
      },
    ]);
    await expect(container.collect({ additionalFields: { records: [{ table: 'cards', fields: { cvv: '1' } }] } })).rejects.toMatchObject({
      code: 'DUPLICATE_COLUMN_IN_ADDITIONAL_FIELDS',
    });
  });

  it('maps bearer token and vault failures to their codes', async () => {
    const ready = async (overrides: Partial<CollectContainerConfig>) => {
      const { container } = setup({ type: 'COLLECT', options: undefined, ...overrides });
      const pin = container.create({ type: 'PIN', table: 't', column: 'pin' });
      pin.mount('#root');
      return container.collect();
    };
    await expect(ready({ getBearerToken: () => 'not-a-jwt' })).rejects.toMatchObject({ code: 'INVALID_BEARER_TOKEN' });
    await expect(ready({ transport: async () => ({ kind: 'connection-error' }) })).rejects.toMatchObject({ code: 'VAULT_CONNECTION_ERROR' });
    await expect(ready({ transport: () => Promise.reject(new Error('bug')) })).rejects.toMatchObject({ code: 'COLLECT_FAILED' });
    await expect(
      ready({ transport: async () => ({ kind: 'http-error', status: 500, text: '{"error":{"message":"Boom"}}', requestId: 'r-9' }) }),
    ).rejects.toMatchObject({ code: 'VAULT_NETWORK_ERROR', requestId: 'r-9', detail: 'HTTP 500: Boom - requestId: r-9' });
  });
});

describe('what the vault frame reads of the container', () => {
  it('summarises the card number with a live bin of 6 digits for every length', () => {
    const { container } = setup();
    const { number } = cardForm(container);
    expect(container.cardNumberSummary()).toEqual({ network: null, bin: null });
    number.input('4242 4');
    expect(container.cardNumberSummary()).toEqual({ network: 'visa', bin: null });
    number.input('4242 4242 4242 4242');
    expect(container.cardNumberSummary()).toEqual({ network: 'visa', bin: '424242' });
  });

  it('an element is touched once left non-empty, or when all are touched', () => {
    const { container } = setup();
    const { number, cvv } = cardForm(container);
    number.focus();
    number.blur();
    expect(number.isTouched()).toBe(false);
    number.input('4');
    number.blur();
    expect([number.isTouched(), cvv.isTouched()]).toEqual([true, false]);
    container.touchAll();
    expect(cvv.isTouched()).toBe(true);
  });

  it('posts to the configured collect path and asks for a new token after an Invalid token answer', async () => {
    const tokens = [TOKEN, `${TOKEN}2`];
    const getBearerToken = vi.fn(() => tokens.shift() ?? 'none');
    const answers = [{ kind: 'http-error', status: 401, text: 'Invalid token', requestId: null } as const, { kind: 'ok', body: 'tok' } as const];
    const seen: VaultCall[] = [];
    const { container } = setup({ collectPath: '/tokenize', getBearerToken, transport: async (call) => (seen.push(call), answers.shift() ?? { kind: 'connection-error' }) });
    const { number, expiry, cvv } = cardForm(container);
    container.mount('#root');
    number.input('4242 4242 4242 4242');
    expiry.input('12/31');
    cvv.input('123');
    await expect(container.collect()).rejects.toMatchObject({ code: 'INVALID_VAULT_TOKEN' });
    await expect(container.collect()).resolves.toBe('tok');
    expect(seen.map((c) => [c.url, c.bearerToken])).toEqual([
      ['https://vault.example.com/tokenize', TOKEN],
      ['https://vault.example.com/tokenize', `${TOKEN}2`],
    ]);
    expect(getBearerToken).toHaveBeenCalledTimes(2);
  });
});

describe('vaultAnswerBody', () => {
  it('reads Invalid token in the error text as INVALID_VAULT_TOKEN', () => {
    expect(code(() => vaultAnswerBody({ kind: 'http-error', status: 401, text: 'Invalid token', requestId: null }))).toBe('INVALID_VAULT_TOKEN');
    expect(vaultAnswerBody({ kind: 'ok', body: 1 })).toBe(1);
  });
});
