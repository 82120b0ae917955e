// The prompt playground (spec 2 §7.3 POST /prompts/playground): a chat whose questions are answered with one prompt
// (an intent or a Kaaro row) as Eddie's instruction, streamed like Eddie's own answers.
import type { ApiClient } from '../api/client.ts';
import { createChat, type Chat } from '../chat/chat.ts';

export function playgroundChat(api: Pick<ApiClient, 'call'>, intentId: string, vectorStoreId = ''): Chat {
  return createChat({
    api,
    send: (prompt, signal) =>
      api.call('prompts.playground', { body: { vectorStoreId, intentId, prompt, assistantId: '' }, signal }),
  });
}
