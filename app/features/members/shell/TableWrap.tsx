import type { ReactNode } from 'react';

/** A table that may scroll sideways on a phone: focusable and named, so keyboard users can scroll it too. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
