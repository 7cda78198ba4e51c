import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LegalDocument } from './LegalDocument';
import { LEGAL_ENTITY, LEGAL_FACTS } from './legal-facts';
import { LegalBlocks, fillLegalText, legalBodies, useLegalBody, type LegalInserts } from './legal-body';
import english, { type CookiePolicyBody, type StoredItemId } from './cookies/cookies-en';

/** The cookie policy in the shopper's language; each other language is its own chunk, loaded with this page only. */
const COOKIES = legalBodies(english, {
  es: () => import('./cookies/cookies-es'),
  'pt-BR': () => import('./cookies/cookies-pt-BR'),
  fr: () => import('./cookies/cookies-fr'),
  de: () => import('./cookies/cookies-de'),
  ar: () => import('./cookies/cookies-ar'),
});

const INSERTS: LegalInserts = {
  facts: LEGAL_FACTS,
  tags: {
    strong: (words) => <strong>{words}</strong>,
    privacy: (words) => <Link to={paths.privacy}>{words}</Link>,
    privacyMail: () => <a href={`mailto:${LEGAL_ENTITY.privacyEmail}`}>{LEGAL_ENTITY.privacyEmail}</a>,
  },
};

// Names match what the app and its partners really write (legal-bodies.test.tsx checks them against app/shared/quiz and app/lib/tracking); importing
// those modules here would split the tracking constants into a chunk of their own and add ~100 B to the checkout's and withdrawal's loads.
const NAMES: Readonly<Partial<Record<StoredItemId, string>>> = {
  quizProgress: 'mm.quizAnswers, mm.quizEmail',
  quizAttempt: 'mm.quizAttempt, mm.quizScored',
  purchase: '__userEmail, __subscriptionId, __iqScore',
  referrer: 'mm.externalReferrer',
  campaign: 'mm.campaign, mm.idfm, mm.redirectDomain',
  adCopies: 'mm.fbc, mm.fbp',
  fbc: '_fbc',
  fbp: '_fbp',
  ttp: '_ttp',
};

const TABLES = {
  necessary: ['quizProgress', 'quizAttempt', 'purchase', 'signIn', 'paymentForm'],
  measurement: ['referrer', 'campaign', 'adCopies'],
  advertising: ['fbc', 'fbp', 'ttp'],
} as const satisfies Record<string, readonly StoredItemId[]>;

function StorageTable({ body, table }: { body: CookiePolicyBody; table: keyof typeof TABLES }) {
  const { name, where, purpose, keptFor, captions } = body.table;
  return (
    <table className="legal-table">
      <caption>{captions[table]}</caption>
      <colgroup>
        <col className="legal-table__name" />
        <col className="legal-table__where" />
        <col />
        <col className="legal-table__kept" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{name}</th>
          <th scope="col">{where}</th>
          <th scope="col">{purpose}</th>
          <th scope="col">{keptFor}</th>
        </tr>
      </thead>
      <tbody>
        {TABLES[table].map((id) => {
          const item = body.items[id];
          const code = NAMES[id];
          return (
            <tr key={id}>
              <th scope="row" data-label={name}>
                {code === undefined ? item.label : <code dir="ltr">{code}</code>}
              </th>
              <td data-label={where}>{item.where}</td>
              <td data-label={purpose}>{item.purpose}</td>
              <td data-label={keptFor}>{fillLegalText(item.duration, INSERTS)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function CookiePolicyPage() {
  const body = useLegalBody(COOKIES);
  return (
    <LegalDocument
      title={body.title}
      summary={<p>{fillLegalText(body.summary, INSERTS)}</p>}
      sections={Object.keys(english.sections).map((id) => {
        const section = body.sections[id as keyof typeof english.sections];
        const table = id in TABLES ? <StorageTable body={body} table={id as keyof typeof TABLES} /> : null;
        return { id, title: section.title, content: <><LegalBlocks blocks={section.blocks} inserts={INSERTS} />{table}</> };
      })}
    />
  );
}
