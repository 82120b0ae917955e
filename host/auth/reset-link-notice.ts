// A reset link that leads nowhere (used, expired or made up) goes to login, as spec 1 §4 says; the login page is told
// why through the navigation's state, so the learner is not left wondering what happened to the link.

/** The navigation state that says the reset link could not be used. */
export const RESET_LINK_INVALID = { resetLink: 'invalid' } as const;

/** Whether the login page was reached from a reset link that could not be used. */
export function cameFromInvalidResetLink(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { resetLink?: unknown }).resetLink === 'invalid';
}
