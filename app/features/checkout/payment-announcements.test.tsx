import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_TEXT } from './checkout-text';
import { initialCheckout, type CheckoutState } from './model/checkout-model';
import { FailureNextStep, PaymentLiveRegion, paymentAnnouncementOf, useActiveMethod } from './payment-announcements';

afterEach(cleanup);

const declined: CheckoutState['lastEvent'] = { event: 'failure', code: 'AUTHORIZATION_ERROR', method: 'card' };

describe('what the payment modal announces', () => {
  it('progress, pending and activation each have their text; paying with nothing submitted, none', () => {
    expect(paymentAnnouncementOf({ phase: 'paying', submitting: false })).toBeNull();
    expect(paymentAnnouncementOf({ phase: 'paying', submitting: true })).toBe('submitting');
    expect(paymentAnnouncementOf({ phase: 'pending', submitting: false })).toBe('pending');
    expect(paymentAnnouncementOf({ phase: 'creating', submitting: false })).toBe('creating');
    expect(paymentAnnouncementOf({ phase: 'done', submitting: false })).toBe('creating');
  });

  it('one live region stays mounted and its text changes once per step, so each step is read once', async () => {
    const { rerender } = render(
      <MemoryRouter>
        <PaymentLiveRegion state={initialCheckout} />
      </MemoryRouter>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    const steps: Pick<CheckoutState, 'phase' | 'submitting'>[] = [
      { phase: 'paying', submitting: true },
      { phase: 'paying', submitting: true },
      { phase: 'pending', submitting: false },
      { phase: 'creating', submitting: false },
      { phase: 'done', submitting: false },
    ];
    for (const state of steps) {
      rerender(
        <MemoryRouter>
          <PaymentLiveRegion state={state} />
        </MemoryRouter>,
      );
      await act(async () => undefined);
    }
    observer.disconnect();
    // The same region throughout, three changes for three steps: a re-render with the same step says nothing again.
    expect(screen.getByRole('status')).toBe(region);
    expect(texts).toEqual([CHECKOUT_TEXT.submitting, `${CHECKOUT_TEXT.paymentPending}. ${CHECKOUT_TEXT.pendingDetail}`, CHECKOUT_TEXT.creating]);
  });
});

describe('the next step after a failure', () => {
  it('shows the line for a declined card and takes focus from the widget\'s "Try again"', () => {
    render(
      <MemoryRouter>
        <button type="button">Try again</button>
        <FailureNextStep lastEvent={null} submitting={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('failure-next-step')).toBeNull();
    cleanup();
    render(
      <MemoryRouter>
        <button type="button">Try again</button>
        <FailureNextStep lastEvent={declined} submitting={false} />
      </MemoryRouter>,
    );
    const line = screen.getByTestId('failure-next-step');
    expect(line.textContent).toBe(CHECKOUT_TEXT.nextAnotherCard);
    expect(document.activeElement).toBe(line);
  });

  it('a failed 3-D Secure points to the bank app, in German too', async () => {
    render(
      <MemoryRouter initialEntries={['/checkout?lang=de']}>
        <FailureNextStep lastEvent={{ event: 'failure', code: 'AUTHORIZATION_ERROR', method: 'card', error: 'EXECUTOR_3DS_FAILED' }} submitting={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Banking-App/)).toBe(screen.getByTestId('failure-next-step'));
    expect(screen.getByTestId('failure-next-step').dataset.nextStep).toBe('nextThreeDs');
  });

  it('is gone while a new payment is submitted, and each new failure takes focus again', () => {
    function Flow() {
      const [step, setStep] = useState<{ lastEvent: CheckoutState['lastEvent']; submitting: boolean }>({ lastEvent: declined, submitting: false });
      return (
        <>
          <button type="button" onClick={() => setStep({ lastEvent: null, submitting: true })}>
            Pay
          </button>
          <button type="button" onClick={() => setStep({ lastEvent: { event: 'failure', code: 'USER_CANCELLED', method: 'payPal' }, submitting: false })}>
            Fail again
          </button>
          <FailureNextStep {...step} />
        </>
      );
    }
    render(
      <MemoryRouter>
        <Flow />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: 'Pay' }).click());
    expect(screen.queryByTestId('failure-next-step')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Fail again' }).click());
    expect(screen.getByTestId('failure-next-step').textContent).toBe(CHECKOUT_TEXT.nextCancelled);
    expect(document.activeElement).toBe(screen.getByTestId('failure-next-step'));
  });
});

describe('the active method', () => {
  it('follows the item the widget marks active, a change of method included', async () => {
    function Panel() {
      const panel = useRef<HTMLElement>(null);
      const active = useActiveMethod(panel);
      return (
        <section ref={panel}>
          <div className="mm-item mm-item--active" data-item="card" />
          <div className="mm-item" data-item="redirect:pix" />
          <output>{active ?? 'none'}</output>
        </section>
      );
    }
    render(<Panel />);
    expect(screen.getByRole('status').textContent).toBe('card');
    await act(async () => {
      document.querySelector('[data-item="card"]')!.classList.remove('mm-item--active');
      document.querySelector('[data-item="redirect:pix"]')!.classList.add('mm-item--active');
    });
    expect(screen.getByRole('status').textContent).toBe('redirect:pix');
  });
});
