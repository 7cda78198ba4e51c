import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/** A placeholder's value that `richText` replaces by a node: pass it to the catalogue's text. */
export const slot = (index: number) => `${MARK}${index}${MARK}`;

/**
 * A translated sentence with some values set as elements (bold figures, a link): the sentence stays
 * whole in the catalogue, in its language's order, and `nodes[i]` goes where `slot(i)` was given.
 */
export function richText(sentence: string, nodes: readonly ReactNode[]): ReactNode {
  return sentence.split(MARK).map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? nodes[Number(piece)] : piece}</Fragment>);
}
