import { describe, expect, it, vi } from 'vitest';
import { FRAME_ESCAPE } from '../../../widget/ui/frame-escape';
import { frameEscapeScript } from './frame-escape';

/** Runs the provider page's script with a stand-in window: its key listener, its parent. */
function runIn(framed: boolean) {
  let onKey: ((event: { key: string }) => void) | null = null;
  const parent = { postMessage: vi.fn() };
  const self = {};
  new Function('addEventListener', 'parent', 'window', frameEscapeScript('https://app.test'))(
    (type: string, listener: (event: { key: string }) => void) => {
      if (type === 'keydown') onKey = listener;
    },
    framed ? parent : self,
    self,
  );
  return { press: (key: string) => onKey?.({ key }), parent };
}

describe('a provider page forwards Escape to the page around its frame', () => {
  it('posts the Escape message to the holding page, at its origin, for Escape only', () => {
    const page = runIn(true);
    page.press('Enter');
    expect(page.parent.postMessage).not.toHaveBeenCalled();
    page.press('Escape');
    expect(page.parent.postMessage).toHaveBeenCalledWith(FRAME_ESCAPE, 'https://app.test');
  });

  it('posts nothing when the page is not in a frame', () => {
    const page = runIn(false);
    page.press('Escape');
    expect(page.parent.postMessage).not.toHaveBeenCalled();
  });
});
