/** The cookie policy in English, the source of the other languages (legal-body.tsx says how `{fact}` and `<tag>` fill in). */
import type { LegalBody } from '../legal-body';

export type CookieSectionId = 'what-are-cookies' | 'necessary' | 'measurement' | 'advertising' | 'your-choices' | 'more';

/** The storage the policy lists, each in one of the three tables (CookiePolicyPage.tsx holds the real names). */
export type StoredItemId = 'quizProgress' | 'quizAttempt' | 'purchase' | 'signIn' | 'paymentForm' | 'referrer' | 'campaign' | 'adCopies' | 'fbc' | 'fbp' | 'ttp';

export interface StoredItemWords {
  /** Only for storage whose names a partner chooses: what it is, in words. */
  readonly label?: string;
  readonly where: string;
  readonly purpose: string;
  readonly duration: string;
}

/** The cookie policy's words: the sections, plus its tables' headers, captions and rows. */
export interface CookiePolicyBody extends LegalBody<CookieSectionId> {
  readonly table: {
    readonly name: string;
    readonly where: string;
    readonly purpose: string;
    readonly keptFor: string;
    readonly captions: Readonly<Record<'necessary' | 'measurement' | 'advertising', string>>;
  };
  readonly items: Readonly<Record<StoredItemId, StoredItemWords>>;
}

const cookies: CookiePolicyBody = {
  title: 'Cookie policy',
  summary:
    '<strong>In short:</strong> we store your quiz progress and purchase in your browser so the service works, remember which ad brought you so we can measure our campaigns, and our advertising partners set their own cookies. You can clear or block them in your browser at any time.',
  sections: {
    'what-are-cookies': {
      title: 'What cookies and similar technologies are',
      blocks: [
        'Cookies are small text files a website stores in your browser. Local storage, session storage and browser databases do the same job without being sent to the server with every request. This policy covers all of them; we call them "cookies" for short.',
      ],
    },
    necessary: {
      title: 'Strictly necessary',
      blocks: ["These make the quiz, checkout and members' area work. They cannot be switched off without breaking the service."],
    },
    measurement: {
      title: 'Measurement',
      blocks: [
        'These tell us which campaign brought you, so we can see which ads lead to purchases. They stay on your device and are sent with your purchase so the right campaign is credited.',
      ],
    },
    advertising: {
      title: 'Advertising',
      blocks: [
        'Our advertising partners set these when you arrive from one of our ads. They let the partner link your visit to the ad and measure purchases. The partners process this data under their own privacy policies.',
      ],
    },
    'your-choices': {
      title: 'Your choices',
      blocks: [
        "You can block or delete cookies and site data in your browser's settings, and use private browsing so nothing is kept after you close the window. Blocking strictly necessary storage will stop the quiz and checkout from working.",
        'You can also limit ad personalisation in your Facebook, Instagram and short-video app settings, and ask us not to share your data with advertising partners by writing to <privacyMail/>.',
      ],
    },
    more: {
      title: 'More information',
      blocks: ['Our <privacy>privacy policy</privacy> explains how {product} uses personal data and the rights you have. For questions about this policy, write to <privacyMail/>.'],
    },
  },
  table: {
    name: 'Name',
    where: 'Where',
    purpose: 'Purpose',
    keptFor: 'Kept for',
    captions: { necessary: 'Strictly necessary storage', measurement: 'Measurement storage', advertising: 'Advertising cookies' },
  },
  items: {
    quizProgress: { where: 'Session storage', purpose: 'Keeps your quiz answers and email while you take the quiz.', duration: 'Until you close the tab' },
    quizAttempt: { where: 'Session storage', purpose: 'The id of your quiz attempt on our service, which scores it, so your checkout, offers and report show your own score.', duration: 'Until you close the tab' },
    purchase: { where: 'Session storage', purpose: 'Carries your purchase and score from checkout to your offers and report.', duration: 'Until you close the tab' },
    signIn: { label: 'Sign-in session', where: 'Browser database (IndexedDB)', purpose: "Keeps you signed in to the members' area after you sign in with Google, Apple or email.", duration: 'Until you sign out' },
    paymentForm: { label: 'Payment form', where: 'Our payment provider', purpose: 'Secures the card form and helps prevent fraud.', duration: 'Up to {paymentFormMonths} months' },
    referrer: { where: 'Local storage', purpose: 'Remembers the outside site that sent you, so a purchase is credited to it.', duration: 'Until you clear site data' },
    campaign: { where: 'Local storage', purpose: 'Remembers the ad campaign, our mobile app and the site that sent you here.', duration: 'Until you clear site data' },
    adCopies: { where: 'Local storage', purpose: 'Copies of the advertising identifiers below, used when the cookies are blocked.', duration: 'Until you clear site data' },
    fbc: { where: 'Cookie, Meta pixel', purpose: 'Records that you arrived by clicking one of our ads on Facebook or Instagram.', duration: '{metaCookieDays} days' },
    fbp: { where: 'Cookie, Meta pixel', purpose: 'Recognises your browser across visits to measure our ads.', duration: '{metaCookieDays} days' },
    ttp: { where: 'Cookie, short-video ad pixel', purpose: 'Measures our ads on the short-video platform.', duration: '{videoCookieMonths} months' },
  },
};

export default cookies;
