import { useEffect, useId, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Header } from '../../components/Header';
import { Footer } from '../../components/Footer';
import { PRODUCT_NAME } from '../../../catalog/product';
import { LEGAL_LAST_UPDATED } from './legal-facts';
import { LEGAL_TEXTS } from './legal-texts';
import { useTexts } from '../../lib/i18n/texts';
import { formatLongDate } from '../../lib/i18n/long-date';

export interface LegalSection {
  /** Anchor for the table of contents; kebab-case. */
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

export interface LegalDocumentProps {
  readonly title: string;
  /** A plain-words summary shown above the sections. */
  readonly summary: ReactNode;
  readonly sections: readonly LegalSection[];
}

/** The layout every legal page shares: title, date, summary, contents and numbered sections. */
export function LegalDocument({ title, summary, sections }: LegalDocumentProps) {
  const { hash } = useLocation();
  const tocId = useId();
  const t = useTexts(LEGAL_TEXTS);
  const [before, after = ''] = t('lastUpdated', { date: '\u0000' }).split('\u0000');

  // The router keeps the scroll position of the page you came from; start at the top or at the anchor.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [hash]);

  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <Header homeLabel={t('home')} signInLabel={t('memberSignIn')} />
      <main className="legal">
        <article className="legal__article">
          <header className="legal__head">
            <p className="eyebrow">{t('eyebrow')}</p>
            <h1>{title}</h1>
            <p className="muted">
              {before}
              <time dateTime={LEGAL_LAST_UPDATED.iso}>{formatLongDate(LEGAL_LAST_UPDATED.iso, t.locale)}</time>
              {after}
            </p>
          </header>
          <div className="legal__summary">{summary}</div>
          <nav className="legal__toc" aria-labelledby={tocId}>
            <h2 id={tocId} className="legal__toc-title">
              {t('contents')}
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                <span className="legal__number" aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </article>
      </main>
      <Footer />
    </>
  );
}
