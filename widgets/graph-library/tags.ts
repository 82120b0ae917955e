/** Tags as the learner types them: separated by commas. */
export const splitTags = (text: string): string[] => text.split(',');
