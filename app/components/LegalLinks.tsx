import { paths } from '../config/paths';
import { useTexts } from '../lib/i18n/texts';
import { FOOTER_TEXTS } from './footer-texts';

const LINKS = [
  { href: paths.terms, label: 'terms' },
  { href: paths.privacy, label: 'privacy' },
  { href: paths.unsubscription, label: 'cancel' },
] as const;

/**
 * The terms, the privacy policy and how to cancel, on every funnel page from the quiz to the payment
 * modal (the footer's words). They open in a new tab, so reading them loses no answer and no typed card.
 */
export function LegalLinks() {
  const t = useTexts(FOOTER_TEXTS);
  return (
    <nav className="legal-links" aria-label={t('navLabel')}>
      {LINKS.map((link) => (
        <a key={link.href} href={link.href} target="_blank" rel="noopener" className="legal-links__link">
          {t(link.label)}
        </a>
      ))}
    </nav>
  );
}
