import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Tokens } from '../../src/contract/user.ts';
import { postAuthResult } from '../embedding.ts';
import { HOME_PATH } from '../guards.ts';

/**
 * After a login, signup or external sign-in: tell the embedding page, if any (spec 2 §7.1), then go Home, whose
 * guard loads the profile.
 */
export function useCompleteSignIn(): (tokens: Tokens) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (tokens: Tokens) => {
      await postAuthResult(tokens);
      await navigate(HOME_PATH, { replace: true });
    },
    [navigate],
  );
}
