// Brains (trained vector stores) and the vector namespace a learner trains and asks (spec 1 §3).
import { z } from 'zod';

/** Vector namespace choice: the user's own (named by username), a user-typed one, or main. */
export const vectorNamespaceChoiceSchema = z.enum(['private', 'custom', 'main']);
export type VectorNamespaceChoice = z.infer<typeof vectorNamespaceChoiceSchema>;
export const DEFAULT_VECTOR_NAMESPACE = 'main';

export const vectorNamespaceSchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('private'), username: z.string().min(1) }),
  z.object({ choice: z.literal('custom'), namespace: z.string().trim().min(1) }),
  z.object({ choice: z.literal('main') }),
]);
export type VectorNamespace = z.infer<typeof vectorNamespaceSchema>;

/** The namespace name sent to the vector calls for a choice. */
export function vectorNamespaceName(namespace: VectorNamespace): string {
  switch (namespace.choice) {
    case 'private':
      return namespace.username;
    case 'custom':
      return namespace.namespace;
    case 'main':
      return DEFAULT_VECTOR_NAMESPACE;
  }
}

/** A custom namespace's longest name: the reference server's limit. */
export const MAX_NAMESPACE_LENGTH = 100;
/** The largest document a brain takes, in bytes: the reference server's limit. */
export const MAX_BRAIN_FILE_BYTES = 10 * 1024 * 1024;
/**
 * The most text a brain takes from one document, in characters: as much as the largest text file holds, so only a
 * document that unpacks into more than any file could (a small PDF inflating to megabytes of text) is refused.
 */
export const MAX_BRAIN_DOCUMENT_CHARACTERS = MAX_BRAIN_FILE_BYTES;
/** The most pages of a PDF a brain reads: a long textbook has about 1,500. */
export const MAX_BRAIN_PDF_PAGES = 2_000;
/** What a brain can be trained on: text, markdown, PDF and HTML (issue 13), by name and by type. */
export const BRAIN_FILE_EXTENSIONS = ['.txt', '.md', '.markdown', '.pdf', '.html', '.htm'] as const;
export const BRAIN_FILE_TYPES = ['text/plain', 'text/markdown', 'application/pdf', 'text/html'] as const;

/** One document a brain was trained on (file entries are not shown: the reference server's). */
export const brainFileSchema = z.object({
  name: z.string(),
  type: z.enum(BRAIN_FILE_TYPES),
  size: z.number().int().positive(),
  /** How many passages of at most 200 words it was cut into (spec 2 §9.1). */
  passages: z.number().int().min(0),
  uploadedAt: z.string(),
});
export type BrainFile = z.infer<typeof brainFileSchema>;

export const brainSchema = z.looseObject({
  vectorStoreId: z.string(),
  /** The namespace it was trained under (vectorNamespaceName). */
  namespace: z.string().min(1),
  files: z.array(brainFileSchema).default([]),
  /** Whether it grounds Eddie's answers (PUT /userProfiles/brains/connect). */
  connected: z.boolean(),
});
export type Brain = z.infer<typeof brainSchema>;

/** PUT /userProfiles/brains/{action}. */
export const brainActions = ['connect', 'disconnect'] as const;
