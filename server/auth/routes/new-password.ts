import { HttpError } from '../../http/errors.ts';
import { PASSWORD_MAX_LENGTH } from '../passwords.ts';

/**
 * The server's one rule beyond spec 1 §5 (whose minimum the contract's passwordRule already checks): at most
 * 128 characters (ASVS 2.1.2).
 */
export function checkNewPassword(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new HttpError(400, 'server.auth.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  }
}
