import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_FRAME_FOCUS_EVENTS } from '../../widget';
import { neighbour, tabbables, trapFocus } from './focus-trap';

afterEach(() => {
  document.body.replaceChildren();
});

/** A page with a header link and an opener button, and a modal dialog over it (as the checkout draws its payment modal). */
function page(dialogHtml: string) {
  document.body.innerHTML = `
    <header><a href="/">Home</a></header>
    <main><button type="button">Get my plan</button>
      <div class="backdrop"><div role="dialog" aria-modal="true" aria-label="Payment">${dialogHtml}</div></div>
    </main>
    <footer><a href="/terms">Terms</a></footer>`;
  const opener = screen.getByRole('button', { name: 'Get my plan' });
  opener.focus();
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  return { opener, dialog, backdrop: dialog.parentElement! };
}

const METHODS = `
  <button type="button">Close</button>
  <fieldset><legend>Payment method</legend>
    <label><input type="radio" name="m" value="card" checked> Card</label>
    <label><input type="radio" name="m" value="pix"> Pix</label>
  </fieldset>
  <iframe title="Card fields"></iframe>
  <button type="button" disabled>Disabled</button>
  <button type="button">Pay</button>`;

describe('tabbables', () => {
  it('lists the Tab stops in order: the checked radio of a group, no disabled or hidden control', () => {
    const { dialog } = page(`${METHODS}<button type="button" hidden>Hidden</button>`);
    expect(tabbables(dialog).map((el) => el.getAttribute('value') ?? el.getAttribute('title') ?? el.textContent)).toEqual(['Close', 'card', 'Card fields', 'Pay']);
  });

  it('names the next and previous stop, round at the ends', () => {
    const { dialog } = page(METHODS);
    const pay = screen.getByRole('button', { name: 'Pay' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(neighbour(dialog, pay, true)).toBe(close);
    expect(neighbour(dialog, close, false)).toBe(pay);
    expect(neighbour(dialog, dialog.querySelector('iframe')!, true)).toBe(pay);
  });
});

describe('trapFocus', () => {
  it('makes everything outside the dialog inert while it is open, and live again after', () => {
    const { dialog, backdrop, opener } = page(METHODS);
    const trap = trapFocus(dialog, { root: backdrop });
    expect(['header', 'footer'].map((tag) => document.querySelector(tag)?.hasAttribute('inert'))).toEqual([true, true]);
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    trap.release();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('cycles Tab and Shift+Tab inside the dialog, and moves into a frame at its first or last field', async () => {
    const user = userEvent.setup();
    const { dialog, backdrop } = page(METHODS);
    const edges: string[] = [];
    dialog.querySelector('iframe')!.addEventListener(CARD_FRAME_FOCUS_EVENTS.edge, (event) => edges.push((event as CustomEvent<string>).detail));
    trapFocus(dialog, { root: backdrop });
    const close = screen.getByRole('button', { name: 'Close' });
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(pay);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Card' }));
    // Never outside the dialog, whichever way and however often.
    for (let i = 0; i < 9; i += 1) {
      await user.tab({ shift: i % 3 === 0 });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // Wrapping backwards onto a frame that is the last stop: the frame is asked for its last field.
    pay.remove();
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(dialog.querySelector('iframe'));
    expect(edges.at(-1)).toBe('last');
  });

  it('moves on from the card frame when it says Tab left it: to the stop after or before it, round at the ends', () => {
    const { dialog, backdrop } = page(METHODS);
    trapFocus(dialog, { root: backdrop });
    const frame = dialog.querySelector('iframe')!;
    const leave = (detail: string) => frame.dispatchEvent(new CustomEvent(CARD_FRAME_FOCUS_EVENTS.leave, { bubbles: true, cancelable: true, detail }));
    // Handled here: the card form's own fallback (the page's next control) does not run.
    expect(leave('next')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pay' }));
    leave('previous');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Card' }));
    screen.getByRole('button', { name: 'Pay' }).remove();
    leave('next');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape pressed anywhere inside (a frame forwards its own as a keydown on its iframe), and not outside', async () => {
    const user = userEvent.setup();
    const { dialog, backdrop } = page(METHODS);
    const onEscape = vi.fn();
    trapFocus(dialog, { root: backdrop, onEscape });
    await user.keyboard('{Escape}');
    dialog.querySelector('iframe')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onEscape).toHaveBeenCalledTimes(2);
    document.querySelector('footer')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onEscape).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to the control that opened it, else to the dialog it was opened above', () => {
    const { dialog, backdrop, opener } = page(METHODS);
    const trap = trapFocus(dialog, { root: backdrop, initialFocus: screen.getByRole('button', { name: 'Pay' }) });
    expect(document.activeElement?.textContent).toBe('Pay');
    // A second dialog opened from Pay, which is disabled meanwhile: focus comes back to the first dialog.
    const overlay = document.createElement('div');
    overlay.innerHTML = '<div role="dialog" aria-modal="true" aria-label="Verify"><button type="button">Close verification</button></div>';
    backdrop.append(overlay);
    screen.getByRole('button', { name: 'Pay' }).setAttribute('disabled', '');
    const second = trapFocus(overlay.firstElementChild as HTMLElement, { root: overlay });
    expect(dialog.closest('[inert]')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Close verification');
    overlay.remove();
    second.release();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(dialog);
    trap.release();
    expect(document.activeElement).toBe(opener);
  });
});
