import { SignInScreen } from './SignInScreen';

/** Route sign-in (app-spec section 2). */
export default function SignInPage() {
  return <SignInScreen mode="sign-in" />;
}
