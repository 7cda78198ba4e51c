import { useState, type FormEvent } from 'react';
import { NAME_MAX_CHARS, type Certificate } from '../../../../contracts/members';
import { useCreateCertificate } from '../api/create-certificate';
import { useTexts } from '../../../lib/i18n/texts';
import { REPORT_TEXTS } from './report-texts';
import { formatLongDate, formatNumber, formatRange } from '../locale-format';
import { richText, slot } from '../shell/rich-text';

/** The certificate: the member's name and latest estimate, as a PDF with an id the service verifies. */
export function CertificateCard({ subscriptionId, defaultName }: { subscriptionId: string; defaultName: string }) {
  const [name, setName] = useState(defaultName);
  const [cert, setCert] = useState<Certificate | null>(null);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const create = useCreateCertificate();
  const a = useTexts(REPORT_TEXTS);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setState('working');
    create({ subscription_id: subscriptionId, name: name.trim() }).then(
      (c) => {
        setCert(c);
        setState('idle');
      },
      () => setState('failed'),
    );
  };
  return (
    <section className="card stack" aria-labelledby="cert-title">
      <h2 id="cert-title">{a('certificate')}</h2>
      <p className="muted">{a('certificateIntro')}</p>
      <form onSubmit={onSubmit} className="stack">
        <div className="form-row">
          <label htmlFor="cert-name">{a('certificateName')}</label>
          <input id="cert-name" value={name} maxLength={NAME_MAX_CHARS} required autoComplete="name" onChange={(e) => setName(e.target.value)} />
        </div>
        <div>
          <button type="submit" className="button button--primary" disabled={state === 'working' || name.trim() === ''}>
            {a('createCertificate')}
          </button>
        </div>
      </form>
      {state === 'failed' ? (
        <p className="field-error" role="alert">
          {a('certificateFailed')}
        </p>
      ) : null}
      {cert ? (
        <div className="stack" role="status">
          <p>
            {richText(a('certificateIssued', { name: slot(0), date: formatLongDate(cert.issued_at, a.locale), id: slot(1) }), [
              <strong key="name">{cert.name}</strong>,
              <code key="id">{cert.id}</code>,
            ])}
          </p>
          <p data-testid="certificate-score">
            {richText(a('certificateScore', { iq: slot(0), range: slot(1) }), [<strong key="iq">{formatNumber(cert.iq, a.locale)}</strong>, <strong key="range">{formatRange(cert.iq_low, cert.iq_high, a.locale)}</strong>])}
          </p>
          <p className="actions">
            <a className="button button--primary" href={cert.pdf_url} download>
              {a('downloadPdf')}
            </a>
            <a className="button button--ghost" href={cert.verify_url} target="_blank" rel="noreferrer">
              {a('verify')}
            </a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
