// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { writeSessionValue } from '../../lib/session-values';
import { pendingPurchase } from './pending-purchase';

beforeEach(() => sessionStorage.clear());

describe('pendingPurchase', () => {
  it('prefers the activation link, then the tab\'s session values, else none', () => {
    expect(pendingPurchase('')).toBeNull();
    writeSessionValue('subscriptionId', 'sub_tab');
    writeSessionValue('userEmail', 'tab@example.com');
    expect(pendingPurchase('?email=x%40example.com')).toEqual({ subscriptionId: 'sub_tab', email: 'tab@example.com' });
    expect(pendingPurchase('?subscription=sub_link&email=link%40example.com')).toEqual({ subscriptionId: 'sub_link', email: 'link@example.com' });
  });
});
