import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider, useAtomValue, useSetAtom } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_TEXT } from './checkout-text';
import { isPaymentModalOpenAtom, openPaymentModalAtom, setPaymentLoadingAtom } from './checkout-state';
import { PaymentModal } from './PaymentModal';

function renderOpen() {
  const store = createStore();
  store.set(openPaymentModalAtom);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <PaymentModal>
          <p>drop-in</p>
        </PaymentModal>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('PaymentModal', () => {
  afterEach(cleanup);

  it('is a named modal dialog holding the drop-in, its title focused', () => {
    renderOpen();
    const dialog = screen.getByRole('dialog', { name: CHECKOUT_TEXT.modalTitle });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('drop-in');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: CHECKOUT_TEXT.modalTitle }));
  });

  it('closes with its button and with Escape pressed inside it', () => {
    const store = renderOpen();
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_TEXT.closeModal }));
    expect(store.get(isPaymentModalOpenAtom)).toBe(false);
    store.set(openPaymentModalAtom);
    fireEvent.keyDown(screen.getByText('drop-in'), { key: 'Escape' });
    expect(store.get(isPaymentModalOpenAtom)).toBe(false);
  });

  it('keeps the page behind inert while open and gives focus back to the button that opened it', () => {
    const store = createStore();
    function Page() {
      const open = useAtomValue(isPaymentModalOpenAtom);
      const openModal = useSetAtom(openPaymentModalAtom);
      return (
        <>
          <button type="button" onClick={() => openModal()}>
            Get my plan
          </button>
          {open ? (
            <PaymentModal>
              <button type="button">Pay</button>
            </PaymentModal>
          ) : null}
        </>
      );
    }
    render(
      <Provider store={store}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </Provider>,
    );
    const opener = screen.getByRole('button', { name: 'Get my plan' });
    opener.focus();
    fireEvent.click(opener);
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: CHECKOUT_TEXT.modalTitle }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Pay' }), { key: 'Escape' });
    expect(store.get(isPaymentModalOpenAtom)).toBe(false);
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open while a payment is submitted: the close button is disabled and Escape does nothing', () => {
    const store = renderOpen();
    act(() => store.set(setPaymentLoadingAtom, true));
    expect((screen.getByRole('button', { name: CHECKOUT_TEXT.closeModal }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByText('drop-in'), { key: 'Escape' });
    expect(store.get(isPaymentModalOpenAtom)).toBe(true);
  });
});
