import { NavLink } from 'react-router-dom';
import { SECTIONS } from '../sections';
import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';

/** One navigation for the seven sections: a side list on a desktop, a bottom bar on a phone (CSS decides). */
export function MembersNav() {
  const t = useTexts(MEMBERS_TEXTS);
  return (
    <nav className="members-nav" aria-label={t('navLabel')}>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.path}>
            <NavLink to={s.path} className="members-nav__link">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d={s.icon} fill="currentColor" />
              </svg>
              <span className="members-nav__long">{t(s.key)}</span>
              <span className="members-nav__short">{t(`${s.key}Short`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
