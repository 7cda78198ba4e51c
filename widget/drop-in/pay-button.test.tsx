/**
 * The Pay button's state (widget-spec section 4): disabled by default until the card form is valid,
 * unless `disabledByDefault: false`; every change is reported once with onPayButtonStateChanged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardExecution, cardState, mountCardDropIn } from './card-frame.test-support';
import type { DropInOptions } from './types';

const state = (isValid: boolean) => cardState(isValid, null);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function mount(options: DropInOptions = {}) {
  const changes: string[] = [];
  const { fromFrame, payButton } = mountCardDropIn(
    {
      config: { token: 's', amount: { value: '1.00', currency: 'USD' }, execution: cardExecution('https://p/authorize') },
      getBearerToken: async () => 'unused',
      events: { onPayButtonStateChanged: (s) => changes.push(s) },
    },
    options,
  );
  return { changes, fromFrame, pay: payButton };
}

describe('the Pay button state', () => {
  it('starts disabled, follows the form validity and reports each change once', () => {
    const { changes, fromFrame, pay } = mount();
    expect(pay()?.disabled).toBe(true);
    fromFrame({ type: 'CHANGE', state: state(false) });
    fromFrame({ type: 'CHANGE', state: state(true) });
    fromFrame({ type: 'CHANGE', state: state(true) });
    expect(pay()?.disabled).toBe(false);
    fromFrame({ type: 'CHANGE', state: state(false) });
    expect(pay()?.disabled).toBe(true);
    expect(changes).toEqual(['disabled', 'enabled', 'disabled']);
  });

  it('is enabled at once with disabledByDefault: false', () => {
    const { changes, pay } = mount({ disabledByDefault: false });
    expect(pay()?.disabled).toBe(false);
    expect(changes).toEqual(['enabled']);
  });
});
