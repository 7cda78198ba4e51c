/** The terms of service in English, the source of the other languages (legal-body.tsx says how `{fact}` and `<tag>` fill in). */
import type { LegalBody } from '../legal-body';

export type TermsSectionId =
  | 'agreement'
  | 'service'
  | 'eligibility'
  | 'subscriptions'
  | 'add-ons'
  | 'cancellation'
  | 'refunds'
  | 'acceptable-use'
  | 'content'
  | 'liability'
  | 'law'
  | 'changes'
  | 'contact';

const terms: LegalBody<TermsSectionId> = {
  title: 'Terms of service',
  summary:
    "<strong>In short:</strong> The weekly plan costs {trialPrice} for a {trialDays}-day trial, then {weeklyPrice} every week until you cancel. Cancel any time in the members' area or on our cancellation page; you keep access until the end of the period you paid for. Scores are estimates, not a clinical assessment.",
  sections: {
    agreement: {
      title: 'Agreement',
      blocks: [
        'These terms are a contract between you and {entity} ("{product}", "we", "us"), {address}. They apply when you take our quiz, buy a subscription or add-on, or use the members\' area. By starting a purchase you confirm that you have read and accept them, together with our <privacy>privacy policy</privacy> and <cookies>cookie policy</cookies>.',
      ],
    },
    service: {
      title: 'The service',
      blocks: [
        "{product} offers a 20-question reasoning quiz with an estimated IQ score, a personal report, IQ tests, brain-training games, comparisons with other countries and articles. Some parts are free; the results report and the members' area need a paid subscription.",
        'Our scores are estimates for entertainment and self-development. They are not a medical, psychological, educational or employment assessment, and you should not rely on them for such decisions.',
      ],
    },
    eligibility: {
      title: 'Who can buy',
      blocks: [
        'You must be at least {minimumAge} years old and able to enter a binding contract to buy a subscription. You are responsible for keeping your sign-in details secret and for everything done through your account. Tell us at once at <support/> if you think someone else is using it.',
      ],
    },
    subscriptions: {
      title: 'Subscriptions, trial and automatic renewal',
      blocks: [
        {
          callout:
            '<strong>The weekly plan costs {trialPrice} for a {trialDays}-day trial, then {weeklyPrice} every week until you cancel.</strong> You pay {trialPrice} today for {trialDays} days of full access. Unless you cancel before the trial ends, your subscription renews automatically and we charge {weeklyPrice} to the same payment method at the end of the trial and again every week after that, until you cancel.',
        },
        'Other plans renew in the same way at the price and for the period shown at checkout and on your receipt (for example, a 3-month plan renews every {threeMonthWeeks} weeks, and a one-month plan every month). Prices are in US dollars and include any sales tax we must collect, unless checkout says otherwise.',
        'By buying a subscription you authorise us and our payment provider to charge your payment method at the start of each renewal period without asking you again. We send a receipt by email after each charge. If a charge fails, we may try again over the following days; access stops if we cannot collect the renewal.',
        'We may change the price of a subscription for future periods. We will tell you by email at least {priceNoticeDays} days before a new price applies to you, and you can cancel before it does.',
      ],
    },
    'add-ons': {
      title: 'One-time add-ons',
      blocks: [
        'After your first purchase we may offer add-ons such as early access to new games, an extended analysis report, offline access or an ultimate pack. Each is charged once, at the price shown, to the payment method you used for your subscription. Add-ons do not renew. They are available to you while your subscription is active, unless the offer says otherwise.',
      ],
    },
    cancellation: {
      title: 'How to cancel',
      blocks: [
        'You can cancel at any time, in any of these ways:',
        {
          list: [
            "in the members' area, under <manage>Manage subscriptions</manage>;",
            'on our <cancelPage>cancellation page</cancelPage>, or <byEmail>by email address</byEmail> if you cannot sign in;',
            'by writing to <support/> from the email address you used at checkout.',
          ],
        },
        'To avoid the first weekly charge, cancel before the {trialDays}-day trial ends. Cancellation stops all future renewals; you keep access until the end of the period you have already paid for. We confirm every cancellation by email.',
      ],
    },
    refunds: {
      title: 'Refunds',
      blocks: [
        'Payments are not refundable for periods that have started, except as described here or where the law gives you a right to a refund. If you forgot to cancel, write to us within {refundDays} days of a renewal charge: if you have not used the service since that charge, we will refund it in full.',
        'If you live in the European Union or the United Kingdom, you have a 14-day right to withdraw from a contract for digital services. Because the service starts immediately at your request, you agree that this right ends once the service has been fully provided, and that a refund on withdrawal may be reduced for the part of the period already used.',
      ],
    },
    'acceptable-use': {
      title: 'Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'share your account, or resell or redistribute the service or its content;',
            'copy our questions, games or reports, or publish answer keys;',
            'use bots, scrapers or other automated means to access the service;',
            'interfere with the security or working of the service, or try to get around payment.',
          ],
        },
        'We may suspend or close an account that breaks these rules. If we do so without a good reason, we refund the unused part of your subscription.',
      ],
    },
    content: {
      title: 'Our content',
      blocks: [
        'The quiz, tests, games, reports, articles, designs and software belong to us or our licensors. While your subscription is active we give you a personal, non-transferable licence to use them for your own, non-commercial purposes. Your personal report is yours to keep and share.',
      ],
    },
    liability: {
      title: 'Warranties and liability',
      blocks: [
        'We work to keep the service available and accurate, but we provide it "as is" and do not promise that it will be free of errors or interruptions. Nothing in these terms limits rights you have as a consumer that cannot be excluded by law.',
        'To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the 12 months before the claim. We do not limit liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law.',
      ],
    },
    law: {
      title: 'Governing law and disputes',
      blocks: [
        'These terms are governed by the laws of the State of Delaware, United States. Please contact us first: most problems are solved quickly by email. If we cannot agree, the courts of Delaware may hear the dispute, but if you are a consumer living elsewhere you may also bring proceedings in the courts where you live and keep the protection of its mandatory consumer law.',
      ],
    },
    changes: {
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms to reflect changes in the service or the law. We will tell you about important changes by email or in the app before they apply. If you do not agree, you can cancel before the change takes effect; continuing to use the service afterwards means you accept the new terms.',
      ],
    },
    contact: {
      title: 'Contact',
      blocks: ['{entity}, {address}. Email <support/>. We answer within two working days.'],
    },
  },
};

export default terms;
