import { describe, expect, it, vi } from 'vitest';
import { createItemList } from './item-list';

describe('drop-in item list', () => {
  it('activating shows the component, applies the active style and checks the radio; deactivating unmounts and clears', () => {
    const list = createItemList('Payment method');
    document.body.replaceChildren(list.element);
    const unmountA = vi.fn();
    list.add({ id: 'first', label: 'Stored', mount: () => () => {} });
    list.add({ id: 'a', label: 'Card', logoUrl: 'https://asset.test/sdk/icons/card.svg', mount: (area) => (area.append('form A'), unmountA) });
    list.add({ id: 'b', label: 'PayPal', mount: (area) => (area.append('button B'), () => {}) });
    const items = Array.from(list.element.querySelectorAll<HTMLElement>('.mm-item'));
    expect(items.map((i) => i.dataset.item)).toEqual(['first', 'a', 'b']);
    const [, a, b] = items;
    list.activate('a');
    expect(a?.classList.contains('mm-item--active')).toBe(true);
    expect(a?.querySelector('input')?.checked).toBe(true);
    expect(a?.querySelector<HTMLElement>('.mm-item__mount')?.hidden).toBe(false);
    expect(a?.textContent).toContain('form A');
    expect(a?.querySelector('img')?.getAttribute('alt')).toBe('');

    // The shopper picks B through its radio (click or arrow keys both fire change).
    const radioB = b?.querySelector('input');
    if (!radioB) throw new Error('no radio');
    radioB.checked = true;
    radioB.dispatchEvent(new Event('change'));
    expect(list.activeId()).toBe('b');
    expect(unmountA).toHaveBeenCalledTimes(1);
    expect(a?.classList.contains('mm-item--active')).toBe(false);
    expect(a?.querySelector('input')?.checked).toBe(false);
    expect(a?.textContent).not.toContain('form A');
    expect(b?.textContent).toContain('button B');
  });

  it('puts every radio in one named group with an accessible label', () => {
    const list = createItemList('Payment method');
    list.add({ id: 'a', label: 'Card', mount: () => () => {} });
    list.add({ id: 'b', label: 'Pix', mount: () => () => {} });
    const radios = Array.from(list.element.querySelectorAll('input[type=radio]'));
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1);
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Card', 'Pix']);
    list.setDisabled(true);
    expect(radios.every((r) => (r as HTMLInputElement).disabled)).toBe(true);
  });
});
