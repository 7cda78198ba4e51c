import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LegalDocument } from './LegalDocument';
import { LEGAL_ENTITY, LEGAL_FACTS } from './legal-facts';
import { LegalBlocks, fillLegalText, legalBodies, useLegalBody, type LegalInserts } from './legal-body';
import english from './terms/terms-en';

/** The terms in the shopper's language; each other language is its own chunk, loaded with this page only. */
const TERMS = legalBodies(english, {
  es: () => import('./terms/terms-es'),
  'pt-BR': () => import('./terms/terms-pt-BR'),
  fr: () => import('./terms/terms-fr'),
  de: () => import('./terms/terms-de'),
  ar: () => import('./terms/terms-ar'),
});

const mail = (address: string) => () => <a href={`mailto:${address}`}>{address}</a>;

const INSERTS: LegalInserts = {
  facts: LEGAL_FACTS,
  tags: {
    strong: (words) => <strong>{words}</strong>,
    privacy: (words) => <Link to={paths.privacy}>{words}</Link>,
    cookies: (words) => <Link to={paths.cookiePolicy}>{words}</Link>,
    manage: (words) => <Link to={paths.webapp.manageSubscriptions}>{words}</Link>,
    cancelPage: (words) => <Link to={paths.unsubscription}>{words}</Link>,
    byEmail: (words) => <Link to={paths.unsubscribeWithEmail}>{words}</Link>,
    support: mail(LEGAL_ENTITY.supportEmail),
  },
};

export default function TermsPage() {
  const body = useLegalBody(TERMS);
  return (
    <LegalDocument
      title={body.title}
      summary={<p>{fillLegalText(body.summary, INSERTS)}</p>}
      sections={Object.keys(english.sections).map((id) => {
        const section = body.sections[id as keyof typeof english.sections];
        return { id, title: section.title, content: <LegalBlocks blocks={section.blocks} inserts={INSERTS} /> };
      })}
    />
  );
}
