import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';

/** What a section shows when its data did not load. */
export function SectionError({ retry }: { retry: () => void }) {
  const t = useTexts(MEMBERS_TEXTS);
  return (
    <div className="card" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        {t('retry')}
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
