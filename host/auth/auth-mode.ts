/** Spec 1 §4 "Auth page mode": from the route's action parameter ("Login" is an old spelling of login). */
export type AuthMode = 'login' | 'signup' | 'signup-bootcamp23';

export function authMode(action: string | undefined): AuthMode | null {
  switch (action) {
    case 'login':
    case 'Login':
      return 'login';
    case 'signup':
    case 'signup-bootcamp23':
      return action;
    default:
      return null;
  }
}
