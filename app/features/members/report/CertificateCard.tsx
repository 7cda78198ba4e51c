import { useState, type FormEvent } from 'react';
import { NAME_MAX_CHARS, type Certificate } from '../../../../contracts/members';
import { useCreateCertificate } from '../api/create-certificate';
import { formatLongDate } from '../format-money';

/** The certificate: the member's name and latest estimate, as a PDF with an id the service verifies. */
export function CertificateCard({ subscriptionId, defaultName }: { subscriptionId: string; defaultName: string }) {
  const [name, setName] = useState(defaultName);
  const [cert, setCert] = useState<Certificate | null>(null);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const create = useCreateCertificate();
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
      <h2 id="cert-title">Certificate</h2>
      <p className="muted">A PDF certificate of the score above, with an id anyone can verify with us.</p>
      <form onSubmit={onSubmit} className="stack">
        <div className="form-row">
          <label htmlFor="cert-name">Name on the certificate</label>
          <input id="cert-name" value={name} maxLength={NAME_MAX_CHARS} required autoComplete="name" onChange={(e) => setName(e.target.value)} />
        </div>
        <div>
          <button type="submit" className="button button--primary" disabled={state === 'working' || name.trim() === ''}>
            Create certificate
          </button>
        </div>
      </form>
      {state === 'failed' ? (
        <p className="field-error" role="alert">
          The certificate could not be made. Try again.
        </p>
      ) : null}
      {cert ? (
        <div className="stack" role="status">
          <p>
            Certificate for <strong>{cert.name}</strong>, issued {formatLongDate(cert.issued_at)}. Id <code>{cert.id}</code>.
          </p>
          <p data-testid="certificate-score">
            Estimated IQ <strong>{cert.iq}</strong>, 95 % interval{' '}
            <strong>
              {cert.iq_low}–{cert.iq_high}
            </strong>
          </p>
          <p className="actions">
            <a className="button button--primary" href={cert.pdf_url} download>
              Download PDF
            </a>
            <a className="button button--ghost" href={cert.verify_url} target="_blank" rel="noreferrer">
              Verify
            </a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
