/** The page's own "leave the test?" question for a link inside the app (issue 31). */
import { useEffect, useRef } from 'react';
import { useTexts } from '../../../lib/i18n/texts';
import { RUNNER_TEXTS } from './runner-texts';

export function LeaveDialog({ open, body, onStay, onLeave }: { open: boolean; body: string; onStay(): void; onLeave(): void }) {
  const t = useTexts(RUNNER_TEXTS);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    // Escape closes a modal dialog: that is staying.
    <dialog ref={dialog} className="leave-dialog card" aria-labelledby="leave-title" onClose={onStay}>
      <h2 id="leave-title">{t('leaveTitle')}</h2>
      <p>{body}</p>
      <div className="actions">
        <button type="button" className="button button--primary" autoFocus onClick={onStay}>
          {t('stay')}
        </button>
        <button type="button" className="button button--ghost" onClick={onLeave}>
          {t('leave')}
        </button>
      </div>
    </dialog>
  );
}
