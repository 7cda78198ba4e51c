import { NavLink } from 'react-router-dom';
import { MEMBERS_TEXT, SECTIONS } from '../sections';

/** One navigation for the seven sections: a side list on a desktop, a bottom bar on a phone (CSS decides). */
export function MembersNav() {
  return (
    <nav className="members-nav" aria-label={MEMBERS_TEXT.navLabel}>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.path}>
            <NavLink to={s.path} className="members-nav__link">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d={s.icon} fill="currentColor" />
              </svg>
              <span className="members-nav__long">{s.label}</span>
              <span className="members-nav__short">{s.short}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
