import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LegalDocument } from './LegalDocument';
import { LEGAL_ENTITY, LEGAL_FACTS } from './legal-facts';
import { LegalBlocks, fillLegalText, legalBodies, useLegalBody, type LegalInserts } from './legal-body';
import english from './privacy/privacy-en';

/** The privacy policy in the shopper's language; each other language is its own chunk, loaded with this page only. */
const PRIVACY = legalBodies(english, {
  es: () => import('./privacy/privacy-es'),
  'pt-BR': () => import('./privacy/privacy-pt-BR'),
  fr: () => import('./privacy/privacy-fr'),
  de: () => import('./privacy/privacy-de'),
  ar: () => import('./privacy/privacy-ar'),
});

const INSERTS: LegalInserts = {
  facts: LEGAL_FACTS,
  tags: {
    strong: (words) => <strong>{words}</strong>,
    em: (words) => <em>{words}</em>,
    cookies: (words) => <Link to={paths.cookiePolicy}>{words}</Link>,
    terms: (words) => <Link to={paths.terms}>{words}</Link>,
    privacyMail: () => <a href={`mailto:${LEGAL_ENTITY.privacyEmail}`}>{LEGAL_ENTITY.privacyEmail}</a>,
  },
};

export default function PrivacyPolicyPage() {
  const body = useLegalBody(PRIVACY);
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
