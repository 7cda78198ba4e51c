import type { Ref } from 'react';
import type { PresentedItem } from '../../../../contracts/iq-tests';
import { Figure } from './Figure';

/** One item as the service sent it: prompt, figure and options as a radio group (no key ever reaches the page). */
export function ItemView({ item, headingRef, chosen, onChoose, disabled }: { item: PresentedItem; headingRef: Ref<HTMLHeadingElement>; chosen: number | null; onChoose(option: number): void; disabled: boolean }) {
  return (
    <>
      <h1 id="question-title" className="question" ref={headingRef} tabIndex={-1} style={{ marginTop: 16 }}>
        {item.prompt}
      </h1>
      {item.figure ? (
        <div className="figure-row">
          <Figure figure={item.figure} label={item.figure.kind === 'grid' ? 'The shape' : 'A grid of shapes with the last cell missing'} />
        </div>
      ) : null}
      <div className="options" role="radiogroup" aria-labelledby="question-title" data-item-id={item.id} style={{ marginTop: 12 }}>
        {item.options.map((o, i) => (
          <button key={i} type="button" role="radio" aria-checked={chosen === i} className={`option${chosen === i ? ' option--chosen' : ''}`} onClick={() => onChoose(i)} disabled={disabled}>
            <span className="answer__letter" aria-hidden="true">
              {'ABCDEF'[i]}
            </span>
            {o.figure ? <Figure figure={o.figure} label={o.label} small /> : <span>{o.label}</span>}
          </button>
        ))}
      </div>
    </>
  );
}
