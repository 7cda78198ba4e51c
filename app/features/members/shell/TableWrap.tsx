import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';

/**
 * A table that may scroll sideways on a phone: focusable and named, so keyboard users can scroll it
 * too. When it is wider than its frame, shadows at the cut edges and a line under it say so (issue 31:
 * the last column was cut with no cue).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  const t = useTexts(MEMBERS_TEXTS);
  const frame = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setMore(el.scrollWidth - el.clientWidth - el.scrollLeft > 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);
  return (
    <>
      <div ref={frame} className="table-wrap" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
      {more ? (
        <p className="table-wrap__cue" aria-hidden="true">
          {t('scrollForMore')}
        </p>
      ) : null}
    </>
  );
}
