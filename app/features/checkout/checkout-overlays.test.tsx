/**
 * The checkout's overlays: the loading screen of app §2 in docs/spec-coverage.md (PaymentLoadingScreen, fed by the
 * checkout model) and sure_popup's skip popup (section 2's query parameters).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { PLANS } from '../../../catalog/plans';
import { CHECKOUT_TEXT } from './checkout-text';
import { PaymentLoadingScreen } from './PaymentLoadingScreen';
import { SkipPopup } from './SkipPopup';

afterEach(cleanup);

describe('the loading screen', () => {
  it('covers the page while the payment is submitted, then while the subscription is made; the modal\'s live region announces it, not the screen', () => {
    const at = (screenShown: 'submitting' | 'creating' | null) => (
      <MemoryRouter>
        <PaymentLoadingScreen screen={screenShown} />
      </MemoryRouter>
    );
    const { rerender } = render(at('submitting'));
    const shown = screen.getByTestId('payment-loading');
    expect(shown.textContent).toBe(CHECKOUT_TEXT.submitting);
    // Said once, by the modal's own region (payment-announcements.test.tsx): this screen is no second live region.
    expect(screen.queryByRole('status')).toBeNull();
    expect(shown.getAttribute('aria-live')).toBeNull();
    rerender(at('creating'));
    expect(screen.getByTestId('payment-loading').textContent).toBe(CHECKOUT_TEXT.creating);
    rerender(at(null));
    expect(screen.queryByTestId('payment-loading')).toBeNull();
  });

  it('speaks the shopper’s language once its texts arrive (issue 33)', async () => {
    render(
      <MemoryRouter initialEntries={['/?lang=pt-BR']}>
        <PaymentLoadingScreen screen="submitting" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Processando o seu pagamento…')).toBeTruthy();
  });
});

/** Shows where the router is, so a test can read the address the popup navigated to. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const trial = PLANS.find((p) => p.id.includes('weekly_trial'));
const threeMonth = PLANS.find((p) => p.id.includes('3month'));

function renderPopup(skipTrialPlan: typeof threeMonth | null, search: string) {
  render(
    <MemoryRouter initialEntries={[`${paths.subscription}${search}`]}>
      <Routes>
        <Route path="*" element={<><SkipPopup skipTrialPlan={skipTrialPlan ?? null} /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('sure_popup=true: the skip popup', () => {
  it('asks before skipping, and offers skip_trial_plan in place of the trial (dropping sure_popup)', () => {
    expect(trial && threeMonth).toBeTruthy();
    renderPopup(threeMonth, `?plan=${trial?.id}&sure_popup=true&skip_trial_plan=${threeMonth?.id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Skip the trial: ${threeMonth?.name ?? ''}`) }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const after = new URL(screen.getByTestId('where').textContent ?? '', 'https://app.example.test');
    expect(after.pathname).toBe(paths.subscription);
    expect(after.searchParams.get('plan')).toBe(threeMonth?.id);
    expect(after.searchParams.has('sure_popup')).toBe(false);
  });

  it('keeps the offer on "Keep my offer" or Escape, focused first; without skip_trial_plan it offers only to stay or leave', () => {
    renderPopup(null, '?sure_popup=true');
    screen.getByRole('button', { name: 'Skip' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    const keep = screen.getByRole('button', { name: 'Keep my offer' });
    expect(document.activeElement).toBe(keep);
    expect(screen.queryByRole('button', { name: /^Skip the trial/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip and leave' }).getAttribute('href')).toBe(paths.landing);
    fireEvent.keyDown(keep, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the Skip button that opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Skip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep my offer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(`${paths.subscription}?sure_popup=true`);
  });
});
