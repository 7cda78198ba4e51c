/**
 * Card-form asset preload (widget §2 and §7 in docs/spec-coverage.md): when the drop-in mounts with a card
 * method, the page opens its connection to the asset host (where the vault frame and the card icons
 * are served) and fetches the card icons at low priority, so that opening the card form, or
 * coming back to it from another method, waits on no new connection or icon. Once per document.
 */
const CARD_ICONS = ['card', 'visa', 'mastercard', 'amex'] as const;

export function preloadCardForm(doc: Document, assetHost: string): void {
  const links = [
    { rel: 'preconnect', href: new URL(assetHost).origin },
    ...CARD_ICONS.map((name) => ({ rel: 'prefetch', href: `${assetHost}/sdk/icons/${name}.svg` })),
  ];
  const present = new Set([...doc.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.href}`));
  for (const { rel, href } of links) {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (!present.has(`${rel} ${link.href}`)) doc.head.append(link);
  }
}
