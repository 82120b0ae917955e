import { useId } from 'react';
import { useT } from '../../src/i18n/use-t.ts';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-2 3.2-4.8 3.2-8.2z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

/**
 * "Continue with Google", a link to {host}/auth/google-auth (spec 1 §2). When the server has no Google client
 * configured the link is disabled and says why, instead of leading to an error.
 */
export function GoogleSignIn({ available }: { available: boolean }) {
  const t = useT();
  const reasonId = useId();
  if (available) {
    return (
      <a className="tj-button tj-google" href={`${window.location.origin}/auth/google-auth`}>
        <GoogleMark />
        <span>{t('auth.continueWithGoogle')}</span>
      </a>
    );
  }
  return (
    <div className="tj-google-unavailable">
      <a className="tj-button tj-google" role="link" aria-disabled="true" aria-describedby={reasonId}>
        <GoogleMark />
        <span>{t('auth.continueWithGoogle')}</span>
      </a>
      <p id={reasonId} className="tj-auth-note">
        {t('auth.googleUnavailable')}
      </p>
    </div>
  );
}
