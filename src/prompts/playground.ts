// Chats answered by one prompt, streamed like Eddie's own answers: the prompt playground (spec 2 §7.3 POST
// /prompts/playground, an intent or a Kaaro row as Eddie's instruction) and a node's info section.
import type { ApiClient } from '../api/client.ts';
import { createChat, type Chat } from '../chat/chat.ts';
import type { NodeInfoSection } from '../contract/endpoints/eddie.ts';

export function playgroundChat(api: Pick<ApiClient, 'call'>, intentId: string, vectorStoreId = ''): Chat {
  return createChat({
    api,
    send: (prompt, signal) =>
      api.call('prompts.playground', { body: { vectorStoreId, intentId, prompt, assistantId: '' }, signal }),
  });
}

/**
 * A node's info section (spec 2 §7.3 POST /eddie/prompt-info/stream) as a chat: the question is the node's word, the
 * answer the section (Ask Me Question's questions), streamed, stopped and failed as Eddie's are.
 */
export function nodeInfoChat(api: Pick<ApiClient, 'call'>, section: NodeInfoSection, promptId: string): Chat {
  return createChat({
    api,
    send: (prompt, signal) =>
      api.call('eddie.promptInfoStream', {
        body: { prompt, context: '', node_info_section: section, prompt_id: promptId, stream: true },
        signal,
      }),
  });
}
