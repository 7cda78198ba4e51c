import { useTrackOnce } from '../../lib/tracking/use-track-once';
import { SignInScreen } from './SignInScreen';

/** Route activate: the sign-in screen in activation mode (app §2 in docs/spec-coverage.md), the funnel's account screen. */
export default function ActivatePage() {
  // app §4 in docs/spec-coverage.md: the account screen of the funnel reports account_product_shown.
  useTrackOnce('account_product_shown');
  return <SignInScreen mode="activate" />;
}
