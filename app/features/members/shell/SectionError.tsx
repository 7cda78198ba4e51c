import { MEMBERS_TEXT } from '../sections';

/** What a section shows when its data did not load. */
export function SectionError({ retry }: { retry: () => void }) {
  return (
    <div className="card" role="alert">
      <p>{MEMBERS_TEXT.loadFailed}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {MEMBERS_TEXT.retry}
      </button>
    </div>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p className="muted" role="status">
      {label}
    </p>
  );
}
