import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_TEXT } from '../messages';
import { openRedirectPopup } from '../redirect/redirect-frame';
import { openFrameDialog } from './frame-dialog';
import { FRAME_ESCAPE } from './frame-escape';

const options = {
  link: 'https://asset.test/redirect/abc',
  label: 'Pay with Pix',
  frameTitle: 'Pix payment',
  closeLabel: POPUP_TEXT.redirect.close,
  frame: { width: 300, height: 500 },
  variant: 'redirect',
} as const;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('openFrameDialog', () => {
  it('shows a named modal dialog with the provider page and moves focus to its close button', () => {
    const dialog = openFrameDialog({ ...options, popup: { width: 304, height: 504 } });
    const node = document.querySelector('[role="dialog"]');
    expect(node?.getAttribute('aria-label')).toBe('Pay with Pix');
    expect(node?.getAttribute('aria-modal')).toBe('true');
    expect((node as HTMLElement).style.width).toBe('304px');
    expect(dialog.iframe.title).toBe('Pix payment');
    // The provider's page speaks the widget's language (issue 33).
    expect(dialog.iframe.src).toBe(`${options.link}?locale=en`);
    expect([dialog.iframe.width, dialog.iframe.height]).toEqual(['300', '500']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe(POPUP_TEXT.redirect.close);
  });

  it('tells its listeners once when the shopper closes it, by button or Escape', () => {
    const dialog = openFrameDialog(options);
    const listener = vi.fn();
    dialog.onShopperClose(listener);
    const close = document.querySelector<HTMLButtonElement>('.mm-redirect-close');
    close?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    close?.click();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('is modal: the page behind is inert, Tab goes round its close button and frame, focus goes back to the opener', () => {
    document.body.innerHTML = '<header><a href="/">Home</a></header><main><button type="button">Pay</button></main>';
    const pay = document.querySelector('button')!;
    pay.focus();
    const dialog = openFrameDialog(options);
    expect(['header', 'main'].map((tag) => document.querySelector(tag)?.hasAttribute('inert'))).toEqual([true, true]);
    const close = document.querySelector<HTMLButtonElement>('.mm-redirect-close')!;
    expect(document.activeElement).toBe(close);
    // The guards are inside the dialog: focus passing through one never leaves it.
    const [start, end] = [close.closest('[role="dialog"]')!.firstElementChild, close.closest('[role="dialog"]')!.lastElementChild] as HTMLElement[];
    expect([start?.tabIndex, end?.tabIndex]).toEqual([0, 0]);
    end!.focus();
    expect(document.activeElement).toBe(close);
    start!.focus();
    expect(document.activeElement).toBe(dialog.iframe);
    dialog.remove();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.activeElement).toBe(pay);
  });

  it('gives focus to the payment modal under it when nothing had focus as it opened (the Pay button that opened it was disabled)', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="true" tabindex="-1" aria-label="Choose how to pay"><button type="button" disabled>Pay</button></div>';
    expect(document.activeElement).toBe(document.body);
    const dialog = openFrameDialog(options);
    dialog.remove();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Choose how to pay');
  });

  it('closes as by its button when the provider page in its frame says Escape was pressed there, and only then', () => {
    const dialog = openFrameDialog(options);
    const listener = vi.fn();
    dialog.onShopperClose(listener);
    const post = (data: unknown, source: MessageEventSource | null) => window.dispatchEvent(new MessageEvent('message', { data, source }));
    // Another window's message, or another message from the frame, is not the frame's Escape.
    post(FRAME_ESCAPE, window);
    post({ bus: 'mm-3ds', type: 'THREE_DS_COMPLETE' }, dialog.iframe.contentWindow);
    expect(listener).not.toHaveBeenCalled();
    post(FRAME_ESCAPE, dialog.iframe.contentWindow);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('does not report a shopper close when the widget removes it', () => {
    const dialog = openFrameDialog(options);
    const listener = vi.fn();
    dialog.onShopperClose(listener);
    dialog.remove();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('openRedirectPopup', () => {
  it('sizes the frame to the window minus 50 px each way and resolves when the shopper closes it', async () => {
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    const popup = openRedirectPopup(options.link, 'Pix payment');
    const iframe = document.querySelector('iframe');
    expect([iframe?.width, iframe?.height]).toEqual(['340', '794']);
    document.querySelector<HTMLButtonElement>('.mm-redirect-close')?.click();
    await expect(popup.closedByShopper).resolves.toBeUndefined();
  });
});
