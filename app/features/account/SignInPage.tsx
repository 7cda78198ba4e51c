import { SignInScreen } from './SignInScreen';

/** Route sign-in (app §2 in docs/spec-coverage.md). */
export default function SignInPage() {
  return <SignInScreen mode="sign-in" />;
}
