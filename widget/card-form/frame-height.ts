import type { FrameConfig } from '../vault-frame/protocol';

/** The field types drawn side by side in one row (widget/vault-frame/field-specs.ts: `short`). */
const SHORT: readonly string[] = ['EXPIRATION_DATE', 'EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV'];

/**
 * The card form's height before the frame tells it, from widget/vault-frame/frame.css: 4 px padding, rows
 * of a 20 px label, a 4 px gap and a 44 px field, 12 px apart, the store checkbox a 44 px row. Exact for
 * every layout, so the Pay button and the methods under the frame never move when it loads (issue 45);
 * a billing address is drawn once its countries load and the frame then tells its height.
 */
export const frameHeight = ({ layout, storeInstrument }: Pick<FrameConfig, 'layout' | 'storeInstrument'>): number =>
  layout.filter((type, i) => !(SHORT.includes(type) && SHORT.includes(layout[i - 1] ?? ''))).length * 80 - 4 + (storeInstrument ? 56 : 0);
