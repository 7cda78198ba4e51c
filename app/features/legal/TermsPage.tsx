import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../../catalog/product';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { TRIAL_DAYS } from '../../../catalog/cadence';
import { AUTO_RENEWAL_SENTENCE, LEGAL_ENTITY, MINIMUM_AGE_YEARS, OTHER_PLANS_EVERY, RENEWAL_REFUND_WINDOW_DAYS, WEEKLY_TRIAL } from './legal-facts';

const { trialPrice, weeklyPrice } = WEEKLY_TRIAL;

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    content: (
      <>
        <p>
          These terms are a contract between you and {LEGAL_ENTITY.name} ("{PRODUCT_NAME}", "we", "us"), {LEGAL_ENTITY.address}. They
          apply when you take our quiz, buy a subscription or add-on, or use the members' area. By starting a purchase you confirm
          that you have read and accept them, together with our <Link to={paths.privacy}>privacy policy</Link> and{' '}
          <Link to={paths.cookiePolicy}>cookie policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    content: (
      <>
        <p>
          {PRODUCT_NAME} offers a 20-question reasoning quiz with an estimated IQ score, a personal report, IQ tests, brain-training
          games, comparisons with other countries and articles. Some parts are free; the results report and the members' area need a
          paid subscription.
        </p>
        <p>
          Our scores are estimates for entertainment and self-development. They are not a medical, psychological, educational or
          employment assessment, and you should not rely on them for such decisions.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can buy',
    content: (
      <p>
        You must be at least {MINIMUM_AGE_YEARS} years old and able to enter a binding contract to buy a subscription. You are
        responsible for keeping your sign-in details secret and for everything done through your account. Tell us at once at{' '}
        {mail(LEGAL_ENTITY.supportEmail)} if you think someone else is using it.
      </p>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions, trial and automatic renewal',
    content: (
      <>
        <p className="legal__callout">
          <strong>{AUTO_RENEWAL_SENTENCE}</strong> You pay {trialPrice} today for {TRIAL_DAYS} days of full access. Unless you cancel
          before the trial ends, your subscription renews automatically and we charge {weeklyPrice} to the same payment method at the
          end of the trial and again {WEEKLY_TRIAL.every} after that, until you cancel.
        </p>
        <p>
          Other plans renew in the same way at the price and for the period shown at checkout and on your receipt (for example, a
          3-month plan renews {OTHER_PLANS_EVERY.threeMonth}, and a one-month plan {OTHER_PLANS_EVERY.oneMonth}). Prices are in US dollars and include any sales tax we
          must collect, unless checkout says otherwise.
        </p>
        <p>
          By buying a subscription you authorise us and our payment provider to charge your payment method at the start of each
          renewal period without asking you again. We send a receipt by email after each charge. If a charge fails, we may try again
          over the following days; access stops if we cannot collect the renewal.
        </p>
        <p>
          We may change the price of a subscription for future periods. We will tell you by email at least 30 days before a new price
          applies to you, and you can cancel before it does.
        </p>
      </>
    ),
  },
  {
    id: 'add-ons',
    title: 'One-time add-ons',
    content: (
      <p>
        After your first purchase we may offer add-ons such as early access to new games, an extended analysis report, offline access
        or an ultimate pack. Each is charged once, at the price shown, to the payment method you used for your subscription. Add-ons
        do not renew. They are available to you while your subscription is active, unless the offer says otherwise.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'How to cancel',
    content: (
      <>
        <p>You can cancel at any time, in any of these ways:</p>
        <ul>
          <li>
            in the members' area, under <Link to={paths.webapp.manageSubscriptions}>Manage subscriptions</Link>;
          </li>
          <li>
            on our <Link to={paths.unsubscription}>cancellation page</Link>, or <Link to={paths.unsubscribeWithEmail}>by email address</Link>{' '}
            if you cannot sign in;
          </li>
          <li>by writing to {mail(LEGAL_ENTITY.supportEmail)} from the email address you used at checkout.</li>
        </ul>
        <p>
          To avoid the first weekly charge, cancel before the {TRIAL_DAYS}-day trial ends. Cancellation stops all future renewals; you
          keep access until the end of the period you have already paid for. We confirm every cancellation by email.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    content: (
      <>
        <p>
          Payments are not refundable for periods that have started, except as described here or where the law gives you a right to a
          refund. If you forgot to cancel, write to us within {RENEWAL_REFUND_WINDOW_DAYS} days of a renewal charge: if you have not
          used the service since that charge, we will refund it in full.
        </p>
        <p>
          If you live in the European Union or the United Kingdom, you have a 14-day right to withdraw from a contract for digital
          services. Because the service starts immediately at your request, you agree that this right ends once the service has been
          fully provided, and that a refund on withdrawal may be reduced for the part of the period already used.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>share your account, or resell or redistribute the service or its content;</li>
          <li>copy our questions, games or reports, or publish answer keys;</li>
          <li>use bots, scrapers or other automated means to access the service;</li>
          <li>interfere with the security or working of the service, or try to get around payment.</li>
        </ul>
        <p>We may suspend or close an account that breaks these rules. If we do so without a good reason, we refund the unused part of your subscription.</p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Our content',
    content: (
      <p>
        The quiz, tests, games, reports, articles, designs and software belong to us or our licensors. While your subscription is
        active we give you a personal, non-transferable licence to use them for your own, non-commercial purposes. Your personal report
        is yours to keep and share.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranties and liability',
    content: (
      <>
        <p>
          We work to keep the service available and accurate, but we provide it "as is" and do not promise that it will be free of
          errors or interruptions. Nothing in these terms limits rights you have as a consumer that cannot be excluded by law.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is
          limited to the amount you paid us in the 12 months before the claim. We do not limit liability for death or personal injury
          caused by our negligence, for fraud, or for anything else that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These terms are governed by the laws of {LEGAL_ENTITY.governingLaw}. Please contact us first: most problems are solved quickly
        by email. If we cannot agree, the courts of Delaware may hear the dispute, but if you are a consumer living elsewhere you may
        also bring proceedings in the courts where you live and keep the protection of its mandatory consumer law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms to reflect changes in the service or the law. We will tell you about important changes by email or in
        the app before they apply. If you do not agree, you can cancel before the change takes effect; continuing to use the service
        afterwards means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        {LEGAL_ENTITY.name}, {LEGAL_ENTITY.address}. Email {mail(LEGAL_ENTITY.supportEmail)}. We answer within two working days.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of service"
      summary={
        <p>
          <strong>In short:</strong> {AUTO_RENEWAL_SENTENCE} Cancel any time in the members' area or on our cancellation page; you keep
          access until the end of the period you paid for. Scores are estimates, not a clinical assessment.
        </p>
      }
      sections={sections}
    />
  );
}
