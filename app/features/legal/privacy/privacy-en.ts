/** The privacy policy in English, the source of the other languages (legal-body.tsx says how `{fact}` and `<tag>` fill in). */
import type { LegalBody } from '../legal-body';

export type PrivacySectionId =
  | 'who-we-are'
  | 'what-we-collect'
  | 'how-we-use'
  | 'sharing'
  | 'transfers'
  | 'retention'
  | 'your-rights'
  | 'security'
  | 'children'
  | 'changes';

const privacy: LegalBody<PrivacySectionId> = {
  title: 'Privacy policy',
  summary:
    '<strong>In short:</strong> we collect what we need to score your quiz, run your subscription and take payments; your card details go straight to our payment provider; we share ad events with advertising partners to measure our ads; and you can ask us to see, correct or delete your data at any time.',
  sections: {
    'who-we-are': {
      title: 'Who we are',
      blocks: ['{entity}, {address}, runs {product} and is the controller of your personal data. For anything about privacy, write to <privacyMail/>.'],
    },
    'what-we-collect': {
      title: 'What we collect',
      blocks: [
        {
          list: [
            '<strong>Quiz data:</strong> your answers, the time you took and your estimated score.',
            '<strong>Contact and account data:</strong> your email address, and your name if you give it for your certificate or report. If you sign in with Google or Apple, we receive your name, email address and an account identifier from them.',
            "<strong>Payment data:</strong> card details are entered in our payment provider's secure form and never reach our servers. We receive a token, the card network, the last four digits, the card's country and the result of each payment.",
            '<strong>Subscription data:</strong> your plan, add-ons, renewal dates, cancellations and the emails we sent you about them.',
            '<strong>Device and usage data:</strong> IP address and the country it suggests, browser and device type (user agent), the page that referred you, and the pages and steps of the quiz you viewed.',
            '<strong>Advertising data:</strong> the campaign, ad set and ad that brought you to us, click and browser identifiers set by advertising partners, and an identifier of our mobile app if you came from it. See our <cookies>cookie policy</cookies>.',
          ],
        },
      ],
    },
    'how-we-use': {
      title: 'How we use it, and why we may',
      blocks: [
        {
          list: [
            "To score your quiz, deliver your report, run your subscription and the members' area, and take payments: <em>needed to perform our contract with you</em>.",
            'To send receipts, renewal and cancellation confirmations, and answer support requests: <em>contract</em> and <em>legal obligation</em>.',
            'To prevent fraud and payment abuse, keep the service secure, and fix errors: <em>our legitimate interests</em>.',
            'To measure which ads work and show our ads to people likely to be interested: <em>your consent</em> where the law requires it, otherwise <em>our legitimate interests</em>.',
            'To keep tax and accounting records: <em>legal obligation</em>.',
          ],
        },
        'We do not make decisions about you that have legal or similarly significant effects by automated means alone.',
      ],
    },
    sharing: {
      title: 'Who we share it with',
      blocks: [
        'We do not sell your personal data for money. We share it only with:',
        {
          list: [
            'our payment provider, to take and secure payments;',
            'hosting, database, email and sign-in providers that run the service for us under contract;',
            'advertising partners (such as Meta and short-video platforms), which receive events such as "started checkout" or "purchase" with the value, the click and browser identifiers, IP address and user agent, to measure and improve our ads;',
            'authorities, when the law requires it, and a buyer of our business, under the same protections.',
          ],
        },
        'Under some US state laws, sharing data with advertising partners for cross-context behavioural advertising counts as "sharing". You can opt out of it by writing to <privacyMail/> with the subject "Do not share".',
      ],
    },
    transfers: {
      title: 'International transfers',
      blocks: [
        "We are based in the United States and some of our providers are elsewhere. When we transfer data from the European Economic Area, the United Kingdom or Switzerland, we rely on an adequacy decision or the European Commission's standard contractual clauses (with the UK addendum) and extra safeguards where needed.",
      ],
    },
    retention: {
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            'Quiz answers without a purchase: {quizKeptDays} days.',
            'Account, report and subscription data: while your account is open, then {accountKeptYears} years for support and legal claims.',
            'Payment and invoice records: {paymentKeptYears} years, as tax law requires.',
            'Device, usage and advertising data: up to {trackingKeptMonths} months.',
          ],
        },
      ],
    },
    'your-rights': {
      title: 'Your rights',
      blocks: [
        'Depending on where you live, you can ask for a copy of your data, have it corrected or deleted, object to or restrict how we use it, receive it in a portable format, and withdraw consent at any time (this does not affect what we did before). You also have the right not to be treated differently for using these rights.',
        'Write to <privacyMail/> from the email address on your account. We answer within {rightsAnswerDays} days, and may ask you to confirm your identity first. You can also complain to your data protection authority.',
      ],
    },
    security: {
      title: 'Security',
      blocks: [
        'We use encrypted connections, keep card data out of our systems, limit staff access to what their work needs, and review our providers. No system is perfectly secure; if a breach affects you, we will tell you and the authorities as the law requires.',
      ],
    },
    children: {
      title: 'Children',
      blocks: [
        '{product} is for adults. Subscriptions are only for people aged {minimumAge} or over, and we do not knowingly collect data from children under {childDataAge}. If you think a child has given us data, write to us and we will delete it.',
      ],
    },
    changes: {
      title: 'Changes to this policy',
      blocks: [
        'We will post any change here with a new date, and tell you by email before an important change applies to data we already hold. The <terms>terms of service</terms> explain how subscriptions work.',
      ],
    },
  },
};

export default privacy;
