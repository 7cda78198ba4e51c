/** The drop-in's own styles, injected once into the host document. Class names carry the `mm-` prefix. */
// Written as CSS and minified by the build (as the vault frame's frame.css is): the widget's size budget counts every byte.
import css from './drop-in.css?inline';

export const DROP_IN_CSS: string = css;

const STYLE_ID = 'mm-dropin-styles';

export function ensureStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = DROP_IN_CSS;
  doc.head.append(style);
}
