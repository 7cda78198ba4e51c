/** The drop-in's own styles, injected once into the host document. Class names carry the `mm-` prefix. */
export const DROP_IN_CSS = `
.mm-dropin { display: grid; gap: 14px; --mm-accent: #4f46e5; --mm-text: #1d2433; --mm-muted: #5b6477; --mm-border: #dfe3ec;
  --mm-ok: #067647; --mm-error: #b42318; position: relative; color: var(--mm-text);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.mm-methods { border: 0; margin: 0; padding: 0; display: grid; gap: 12px; }
.mm-methods[hidden] { display: none; }
.mm-methods legend { font-weight: 700; font-size: 16px; margin-bottom: 8px; padding: 0; }
.mm-item { border: 1px solid var(--mm-border); border-radius: 14px; padding: 14px; background: #fff; }
.mm-item--active { border-color: var(--mm-accent); box-shadow: 0 0 0 1px var(--mm-accent); }
.mm-item__label { display: flex; align-items: center; gap: 10px; min-height: 24px; font-weight: 600; cursor: pointer; }
.mm-item__label input { width: 20px; height: 20px; accent-color: var(--mm-accent); margin: 0; }
.mm-item__label:focus-within { outline: 3px solid #a5b4fc; outline-offset: 4px; border-radius: 6px; }
.mm-item__text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.mm-item__logo { flex: none; width: 40px; height: 26px; border-radius: 4px; }
.mm-item__mount { margin-top: 12px; display: grid; gap: 14px; }
.mm-wallet-button { font-family: inherit; min-height: 48px; width: 100%; border: 0; border-radius: 12px; background: #000; color: #fff;
  font-size: 17px; font-weight: 600; cursor: pointer; }
.mm-wallet-button:focus-visible, .mm-redirect-button:focus-visible, .mm-item__mount button:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
.mm-checkbox { display: flex; align-items: center; gap: 10px; min-height: 24px; font-size: 15px; cursor: pointer; }
.mm-checkbox input { width: 20px; height: 20px; margin: 0; accent-color: var(--mm-accent); }
.mm-paypal-buttons { min-height: 40px; }
.mm-redirect-close { position: absolute; top: 8px; inset-inline-end: 8px; width: 40px; height: 40px; border-radius: 50%; border: 0;
  background: #fff; box-shadow: 0 1px 6px rgba(0,0,0,.25); font-size: 24px; line-height: 1; cursor: pointer; }
.mm-redirect-close:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
.mm-item__mount[hidden] { display: none; }
.mm-card-frame { width: 100%; border: 0; display: block; min-height: 180px; }
.mm-pay { font-family: inherit; min-height: 48px; width: 100%; border: 0; border-radius: 12px; font-size: 17px; font-weight: 700;
  background: var(--mm-accent); color: #fff; cursor: pointer; display: inline-flex; gap: 10px;
  align-items: center; justify-content: center; }
.mm-pay-area { display: grid; gap: 8px; }
.mm-pay-note { margin: 0; font-size: 13px; line-height: 1.4; color: var(--mm-muted); text-align: center; }
.mm-pay:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
.mm-pay:disabled { background: #a3a9c2; cursor: not-allowed; }
.mm-spinner { width: 18px; height: 18px; border-radius: 50%; border: 3px solid rgba(255,255,255,.4);
  border-top-color: #fff; animation: mm-spin .8s linear infinite; }
.mm-pay .mm-spinner[hidden] { display: none; }
@keyframes mm-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .mm-spinner { animation-duration: 2.4s; } }
.mm-message { border-radius: 12px; padding: 14px 16px; font-weight: 600; margin: 0; }
.mm-message[hidden] { display: none; }
.mm-message--success { background: #ecfdf3; color: var(--mm-ok); border: 1px solid #abefc6; }
.mm-message--failure { background: #fef3f2; color: var(--mm-error); border: 1px solid #fecdca; cursor: pointer; }
/* A cancel the shopper chose: neutral information, not an error (ADR 5). */
.mm-message--info { background: #f2f4f7; color: var(--mm-text); border: 1px solid var(--mm-border); cursor: pointer; }
.mm-retry { font-family: inherit; min-height: 48px; width: 100%; border: 2px solid var(--mm-accent); border-radius: 12px; background: #fff;
  color: var(--mm-accent); font-size: 17px; font-weight: 700; cursor: pointer; }
.mm-retry[hidden] { display: none; }
.mm-retry:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
.mm-loader { position: absolute; inset: 0; background: rgba(255,255,255,.72); display: grid; place-items: center;
  border-radius: 14px; }
.mm-loader[hidden] { display: none; }
.mm-loader .mm-spinner { width: 36px; height: 36px; border-color: rgba(79,70,229,.25); border-top-color: var(--mm-accent); }
.mm-3ds-overlay { position: fixed; inset: 0; background: rgba(16,24,40,.55); display: grid; place-items: center; z-index: 2147483000; }
.mm-3ds-popup { position: relative; background: #fff; border-radius: 8px; box-shadow: 0 20px 50px rgba(0,0,0,.3); padding: 2px; max-width: 100vw; }
.mm-3ds-popup iframe { border: 0; display: block; }
.mm-3ds-close { position: absolute; top: -44px; inset-inline-end: 0; width: 40px; height: 40px; border-radius: 50%; border: 0;
  background: #fff; font-size: 24px; line-height: 1; cursor: pointer; }
`;

const STYLE_ID = 'mm-dropin-styles';

export function ensureStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = DROP_IN_CSS;
  doc.head.append(style);
}
