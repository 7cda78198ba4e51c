/**
 * The drop-in item list (widget §2 and §4 in docs/spec-coverage.md): radio items with a label, an optional logo and a
 * mount area. Activating an item shows its component, applies the active style and checks its radio;
 * deactivating unmounts the component and clears the radio. One native radio group, so arrow keys move.
 */
import { text } from '../i18n/translator';

interface ItemSpec {
  readonly id: string;
  readonly label: string;
  readonly logoUrl?: string;
  /** Mounts the item's component into its area; returns the unmount. */
  readonly mount: (area: HTMLElement) => () => void;
}

export interface ItemList {
  readonly element: HTMLFieldSetElement;
  /** Adds an item at the end of the list. */
  add(spec: ItemSpec): void;
  /**
   * An item whose method still asks the device holds its row, disabled (`null`); once answered it can be
   * chosen (`true`) or stays disabled, marked unavailable (`false`), so the rows under it never move.
   */
  settle(id: string, available: boolean | null): void;
  activate(id: string): void;
  activeId(): string | null;
  setDisabled(disabled: boolean): void;
  /** Unmounts the active item (the drop-in is leaving). */
  close(): void;
}

let groupSeq = 0;

export function createItemList(legend: string): ItemList {
  const fieldset = document.createElement('fieldset');
  fieldset.className = 'mm-methods';
  const legendEl = document.createElement('legend');
  legendEl.textContent = legend;
  fieldset.append(legendEl);
  const group = `mm-method-${(groupSeq += 1)}`;
  const items = new Map<string, { root: HTMLElement; radio: HTMLInputElement; area: HTMLElement; spec: ItemSpec; unmount: (() => void) | null; off?: boolean }>();
  let active: string | null = null;
  let allDisabled = false;

  const deactivate = (id: string) => {
    const item = items.get(id);
    if (!item) return;
    item.unmount?.();
    item.unmount = null;
    item.area.replaceChildren();
    item.area.hidden = true;
    item.radio.checked = false;
    item.root.classList.remove('mm-item--active');
  };

  const list: ItemList = {
    element: fieldset,
    add(spec) {
      const root = document.createElement('div');
      root.className = 'mm-item';
      root.dataset.item = spec.id;
      const label = document.createElement('label');
      label.className = 'mm-item__label';
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = group;
      radio.value = spec.id;
      const text = document.createElement('span');
      text.className = 'mm-item__text';
      text.textContent = spec.label;
      label.append(radio, text);
      if (spec.logoUrl) {
        const logo = document.createElement('img');
        logo.className = 'mm-item__logo';
        logo.src = spec.logoUrl;
        logo.alt = '';
        logo.width = 40;
        logo.height = 26;
        label.append(logo);
      }
      const area = document.createElement('div');
      area.className = 'mm-item__mount';
      area.hidden = true;
      root.append(label, area);
      radio.addEventListener('change', () => {
        if (radio.checked) list.activate(spec.id);
      });
      items.set(spec.id, { root, radio, area, spec, unmount: null });
      fieldset.append(root);
    },
    settle(id, available) {
      const item = items.get(id);
      if (!item) return;
      item.off = available !== true;
      item.radio.disabled = allDisabled || item.off;
      // After the method's name, a word apart (the space is its accessible name's; the flex row draws the gap).
      if (available === false) item.radio.nextSibling?.after(` ${text('msg.unavailableInstrument')}`);
    },
    activate(id) {
      const item = items.get(id);
      if (!item || active === id) return;
      if (active) deactivate(active);
      active = id;
      item.radio.checked = true;
      item.root.classList.add('mm-item--active');
      item.area.hidden = false;
      item.unmount = item.spec.mount(item.area);
    },
    activeId: () => active,
    close() {
      if (active) deactivate(active);
      active = null;
    },
    setDisabled(disabled) {
      allDisabled = disabled;
      for (const item of items.values()) item.radio.disabled = disabled || item.off === true;
    },
  };
  return list;
}
