import type { Ref } from 'react';
import type { PresentedItem } from '../../../../contracts/iq-tests';
import { Figure } from './Figure';
import { useTexts } from '../../../lib/i18n/texts';
import { RUNNER_TEXTS } from './runner-texts';

/**
 * One item as the service sent it: prompt, figure and options as a radio group (no key ever reaches
 * the page). The items are written in English (the service's banks): marked so, and said in the
 * shopper's language (issue 33), as the quiz does for its analogies.
 */
export function ItemView({ item, headingRef, chosen, onChoose, disabled }: { item: PresentedItem; headingRef: Ref<HTMLHeadingElement>; chosen: number | null; onChoose(option: number): void; disabled: boolean }) {
  const t = useTexts(RUNNER_TEXTS);
  return (
    <>
      {t.locale === 'en' ? null : <p className="muted">{t('questionsInEnglish')}</p>}
      <h1 id="question-title" className="question" ref={headingRef} tabIndex={-1} style={{ marginTop: 16 }} lang="en" dir="ltr">
        {item.prompt}
      </h1>
      {item.figure ? (
        <div className="figure-row">
          <Figure figure={item.figure} label={t(item.figure.kind === 'grid' ? 'shapeLabel' : 'gridLabel')} />
        </div>
      ) : null}
      <div className="options" role="radiogroup" aria-labelledby="question-title" data-item-id={item.id} style={{ marginTop: 12 }}>
        {item.options.map((o, i) => (
          <button key={i} type="button" role="radio" aria-checked={chosen === i} className={`option${chosen === i ? ' option--chosen' : ''}`} onClick={() => onChoose(i)} disabled={disabled}>
            <span className="answer__letter" aria-hidden="true">
              {'ABCDEF'[i]}
            </span>
            {o.figure ? (
              <Figure figure={o.figure} label={o.label} small />
            ) : (
              <span lang="en" dir="ltr">
                {o.label}
              </span>
            )}
          </button>
        ))}
      </div>
    </>
  );
}
