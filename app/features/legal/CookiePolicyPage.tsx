import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../../catalog/product';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { LEGAL_ENTITY } from './legal-facts';

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

interface StoredItem {
  /** The real key or cookie name, or a description when a partner chooses the names (`described`). */
  readonly name: string;
  readonly described?: true;
  readonly where: string;
  readonly purpose: string;
  readonly duration: string;
}

// Names match what the app and its partners really write (app/shared/quiz, app/lib/session-values, app/lib/tracking).
const NECESSARY: readonly StoredItem[] = [
  { name: 'mm.quizAnswers, mm.quizEmail', where: 'Session storage', purpose: 'Keeps your quiz answers and email while you take the quiz.', duration: 'Until you close the tab' },
  { name: 'mm.quizAttempt, mm.quizScored', where: 'Session storage', purpose: 'The id of your quiz attempt on our service, which scores it, so your checkout, offers and report show your own score.', duration: 'Until you close the tab' },
  { name: '__userEmail, __subscriptionId, __iqScore', where: 'Session storage', purpose: 'Carries your purchase and score from checkout to your offers and report.', duration: 'Until you close the tab' },
  { name: 'Sign-in session', described: true, where: 'Browser database (IndexedDB)', purpose: 'Keeps you signed in to the members\u2019 area after you sign in with Google, Apple or email.', duration: 'Until you sign out' },
  { name: 'Payment form', described: true, where: 'Our payment provider', purpose: 'Secures the card form and helps prevent fraud.', duration: 'Up to 1 year' },
];

const MEASUREMENT: readonly StoredItem[] = [
  { name: 'mm.externalReferrer', where: 'Local storage', purpose: 'Remembers the outside site that sent you, so a purchase is credited to it.', duration: 'Until you clear site data' },
  { name: 'mm.campaign, mm.idfm, mm.redirectDomain', where: 'Local storage', purpose: 'Remembers the ad campaign, our mobile app and the site that sent you here.', duration: 'Until you clear site data' },
  { name: 'mm.fbc, mm.fbp', where: 'Local storage', purpose: 'Copies of the advertising identifiers below, used when the cookies are blocked.', duration: 'Until you clear site data' },
];

const ADVERTISING: readonly StoredItem[] = [
  { name: '_fbc', where: 'Cookie, Meta pixel', purpose: 'Records that you arrived by clicking one of our ads on Facebook or Instagram.', duration: '90 days' },
  { name: '_fbp', where: 'Cookie, Meta pixel', purpose: 'Recognises your browser across visits to measure our ads.', duration: '90 days' },
  { name: '_ttp', where: 'Cookie, short-video ad pixel', purpose: 'Measures our ads on the short-video platform.', duration: '13 months' },
];

function StorageTable({ caption, items }: { caption: string; items: readonly StoredItem[] }) {
  return (
    <table className="legal-table">
      <caption>{caption}</caption>
      <colgroup>
        <col className="legal-table__name" />
        <col className="legal-table__where" />
        <col />
        <col className="legal-table__kept" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Where</th>
          <th scope="col">Purpose</th>
          <th scope="col">Kept for</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <th scope="row" data-label="Name">
              {item.described ? item.name : <code>{item.name}</code>}
            </th>
            <td data-label="Where">{item.where}</td>
            <td data-label="Purpose">{item.purpose}</td>
            <td data-label="Kept for">{item.duration}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const sections: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies and similar technologies are',
    content: (
      <p>
        Cookies are small text files a website stores in your browser. Local storage, session storage and browser databases do the
        same job without being sent to the server with every request. This policy covers all of them; we call them "cookies" for short.
      </p>
    ),
  },
  {
    id: 'necessary',
    title: 'Strictly necessary',
    content: (
      <>
        <p>These make the quiz, checkout and members' area work. They cannot be switched off without breaking the service.</p>
        <StorageTable caption="Strictly necessary storage" items={NECESSARY} />
      </>
    ),
  },
  {
    id: 'measurement',
    title: 'Measurement',
    content: (
      <>
        <p>These tell us which campaign brought you, so we can see which ads lead to purchases. They stay on your device and are sent with your purchase so the right campaign is credited.</p>
        <StorageTable caption="Measurement storage" items={MEASUREMENT} />
      </>
    ),
  },
  {
    id: 'advertising',
    title: 'Advertising',
    content: (
      <>
        <p>
          Our advertising partners set these when you arrive from one of our ads. They let the partner link your visit to the ad and
          measure purchases. The partners process this data under their own privacy policies.
        </p>
        <StorageTable caption="Advertising cookies" items={ADVERTISING} />
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    content: (
      <>
        <p>
          You can block or delete cookies and site data in your browser's settings, and use private browsing so nothing is kept after
          you close the window. Blocking strictly necessary storage will stop the quiz and checkout from working.
        </p>
        <p>
          You can also limit ad personalisation in your Facebook, Instagram and short-video app settings, and ask us not to share your
          data with advertising partners by writing to {mail(LEGAL_ENTITY.privacyEmail)}.
        </p>
      </>
    ),
  },
  {
    id: 'more',
    title: 'More information',
    content: (
      <p>
        Our <Link to={paths.privacy}>privacy policy</Link> explains how {PRODUCT_NAME} uses personal data and the rights you have. For
        questions about this policy, write to {mail(LEGAL_ENTITY.privacyEmail)}.
      </p>
    ),
  },
];

export default function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie policy"
      summary={
        <p>
          <strong>In short:</strong> we store your quiz progress and purchase in your browser so the service works, remember which ad
          brought you so we can measure our campaigns, and our advertising partners set their own cookies. You can clear or block them
          in your browser at any time.
        </p>
      }
      sections={sections}
    />
  );
}
