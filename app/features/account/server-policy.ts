import { appConfig } from '../../config/env';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from './password-policy';

/** The identity server's policy from the page's runtime config, else Firebase's default. */
export function passwordPolicy(): PasswordPolicy {
  return appConfig().firebase?.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
}
