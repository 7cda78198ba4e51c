import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../catalog/product';
import { paths } from '../config/paths';

export function Header() {
  return (
    <header className="site-header">
      <Link to={paths.landing} className="brand" aria-label={`${PRODUCT_NAME} home`}>
        <span className="brand__mark" aria-hidden="true">◆</span> {PRODUCT_NAME}
      </Link>
    </header>
  );
}
