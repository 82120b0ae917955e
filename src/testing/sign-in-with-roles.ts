import { session } from '../kit/session.ts';

/** Signs the page's session in as a learner with these roles (GET /auth/me answers them; nothing else is called). */
export async function signInWithRoles(roles: readonly string[]): Promise<void> {
  const pageFetch = window.fetch;
  window.fetch = async (input, init) =>
    new Request(input, init).url.endsWith('/api/v1/auth/me')
      ? Response.json({ id: 'u1', username: 'ada', roles })
      : pageFetch(input, init);
  try {
    session.actions.storeTokens({ token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' });
    await session.actions.initAuth();
  } finally {
    window.fetch = pageFetch;
  }
}
