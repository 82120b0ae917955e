// Limits the kit and the server share. Plain constants, no zod: widgets that only need a number stay light.

/** The longest word, name or phrase a learner can search and the server will look up. */
export const MAX_WORD_LENGTH = 200;
