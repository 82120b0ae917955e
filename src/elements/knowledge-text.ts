// Small helpers the knowledge widgets share (Wiki Data Card, Snippet, Data Card, Glossary, Information).
import knowledgeMessages from 'virtual:tj-messages/knowledge';
import lookupMessages from 'virtual:tj-messages/lookup';
import type { PartOfSpeech } from '../contract/knowledge.ts';
import { registerMessages, type MessageKey } from '../i18n/i18n.ts';

void registerMessages(lookupMessages, knowledgeMessages);

/** A part of speech in the learner's language. */
export const partOfSpeechKeys: Record<PartOfSpeech, MessageKey> = {
  noun: 'lookup.pos.noun',
  verb: 'lookup.pos.verb',
  adjective: 'lookup.pos.adjective',
  adverb: 'lookup.pos.adverb',
};

/** A link or picture address from an answer, used only if it is http(s): never javascript: or data: URLs. */
export function safeUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the knowledge answers come from, for answers that do not say (the snippet): the contract's synset ids are
 * WordNet's, so every knowledge server answers from WordNet. The dictionary answer names its source itself.
 */
export const KNOWLEDGE_SOURCE = { name: 'WordNet', url: 'https://wordnet.princeton.edu/' } as const;
