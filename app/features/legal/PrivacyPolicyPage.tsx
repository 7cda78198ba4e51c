import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../../catalog/product';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { LEGAL_ENTITY, MINIMUM_AGE_YEARS } from './legal-facts';

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        {LEGAL_ENTITY.name}, {LEGAL_ENTITY.address}, runs {PRODUCT_NAME} and is the controller of your personal data. For anything
        about privacy, write to {mail(LEGAL_ENTITY.privacyEmail)}.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <ul>
          <li>
            <strong>Quiz data:</strong> your answers, the time you took and your estimated score.
          </li>
          <li>
            <strong>Contact and account data:</strong> your email address, and your name if you give it for your certificate or
            report. If you sign in with Google or Apple, we receive your name, email address and an account identifier from them.
          </li>
          <li>
            <strong>Payment data:</strong> card details are entered in our payment provider's secure form and never reach our
            servers. We receive a token, the card network, the last four digits, the card's country and the result of each payment.
          </li>
          <li>
            <strong>Subscription data:</strong> your plan, add-ons, renewal dates, cancellations and the emails we sent you about
            them.
          </li>
          <li>
            <strong>Device and usage data:</strong> IP address and the country it suggests, browser and device type (user agent),
            the page that referred you, and the pages and steps of the quiz you viewed.
          </li>
          <li>
            <strong>Advertising data:</strong> the campaign, ad set and ad that brought you to us, click and browser identifiers set by
            advertising partners, and an identifier of our mobile app if you came from it. See our{' '}
            <Link to={paths.cookiePolicy}>cookie policy</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it, and why we may',
    content: (
      <>
        <ul>
          <li>
            To score your quiz, deliver your report, run your subscription and the members' area, and take payments:{' '}
            <em>needed to perform our contract with you</em>.
          </li>
          <li>
            To send receipts, renewal and cancellation confirmations, and answer support requests: <em>contract</em> and{' '}
            <em>legal obligation</em>.
          </li>
          <li>
            To prevent fraud and payment abuse, keep the service secure, and fix errors: <em>our legitimate interests</em>.
          </li>
          <li>
            To measure which ads work and show our ads to people likely to be interested: <em>your consent</em> where the law
            requires it, otherwise <em>our legitimate interests</em>.
          </li>
          <li>
            To keep tax and accounting records: <em>legal obligation</em>.
          </li>
        </ul>
        <p>We do not make decisions about you that have legal or similarly significant effects by automated means alone.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>We do not sell your personal data for money. We share it only with:</p>
        <ul>
          <li>our payment provider, to take and secure payments;</li>
          <li>hosting, database, email and sign-in providers that run the service for us under contract;</li>
          <li>
            advertising partners (such as Meta and short-video platforms), which receive events such as "started checkout" or
            "purchase" with the value, the click and browser identifiers, IP address and user agent, to measure and improve our ads;
          </li>
          <li>authorities, when the law requires it, and a buyer of our business, under the same protections.</li>
        </ul>
        <p>
          Under some US state laws, sharing data with advertising partners for cross-context behavioural advertising counts as
          "sharing". You can opt out of it by writing to {mail(LEGAL_ENTITY.privacyEmail)} with the subject "Do not share".
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    content: (
      <p>
        We are based in the United States and some of our providers are elsewhere. When we transfer data from the European Economic
        Area, the United Kingdom or Switzerland, we rely on an adequacy decision or the European Commission's standard contractual
        clauses (with the UK addendum) and extra safeguards where needed.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>Quiz answers without a purchase: 90 days.</li>
        <li>Account, report and subscription data: while your account is open, then 3 years for support and legal claims.</li>
        <li>Payment and invoice records: 7 years, as tax law requires.</li>
        <li>Device, usage and advertising data: up to 26 months.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>
          Depending on where you live, you can ask for a copy of your data, have it corrected or deleted, object to or restrict how we
          use it, receive it in a portable format, and withdraw consent at any time (this does not affect what we did before). You
          also have the right not to be treated differently for using these rights.
        </p>
        <p>
          Write to {mail(LEGAL_ENTITY.privacyEmail)} from the email address on your account. We answer within 30 days, and may ask you
          to confirm your identity first. You can also complain to your data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        We use encrypted connections, keep card data out of our systems, limit staff access to what their work needs, and review our
        providers. No system is perfectly secure; if a breach affects you, we will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        {PRODUCT_NAME} is for adults. Subscriptions are only for people aged {MINIMUM_AGE_YEARS} or over, and we do not knowingly
        collect data from children under 16. If you think a child has given us data, write to us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We will post any change here with a new date, and tell you by email before an important change applies to data we already
        hold. The <Link to={paths.terms}>terms of service</Link> explain how subscriptions work.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      summary={
        <p>
          <strong>In short:</strong> we collect what we need to score your quiz, run your subscription and take payments; your card
          details go straight to our payment provider; we share ad events with advertising partners to measure our ads; and you can ask
          us to see, correct or delete your data at any time.
        </p>
      }
      sections={sections}
    />
  );
}
