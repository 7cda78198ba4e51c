/** The store-instrument checkbox of the card form (widget §2, §3 in docs/spec-coverage.md). */
import type { FrameConfig } from './protocol';

/** The store-instrument checkbox with the merchant's label and style. */
export function buildStoreCheckbox(doc: Document, store: NonNullable<FrameConfig['storeInstrument']>, onChange: () => void): { row: HTMLDivElement; box: HTMLInputElement } {
  const row = doc.createElement('div');
  row.className = 'vf-check';
  for (const [property, v] of Object.entries(store.style)) row.style.setProperty(property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), v);
  const box = doc.createElement('input');
  Object.assign(box, { type: 'checkbox', id: 'vf-store', name: 'store-instrument', checked: store.checked });
  box.addEventListener('change', onChange);
  const label = doc.createElement('label');
  label.htmlFor = 'vf-store';
  label.textContent = store.label;
  row.append(box, label);
  return { row, box };
}
