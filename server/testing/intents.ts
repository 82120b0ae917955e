// Test support (not a test): the body of POST /prompts/ (an intent) as the prompts tests create one.
export const intentFields = (label: string, prompt: string, visibility = 'private', type = '') => ({
  label,
  prompt,
  visibility,
  description: '',
  type,
  subtype: '',
});
