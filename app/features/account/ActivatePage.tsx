import { SignInScreen } from './SignInScreen';

/** Route activate: the sign-in screen in activation mode (app-spec section 2). */
export default function ActivatePage() {
  return <SignInScreen mode="activate" />;
}
