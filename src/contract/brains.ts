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

export const brainSchema = z.looseObject({
  vectorStoreId: z.string(),
  // File entries are not shown.
  files: z.array(z.unknown()).default([]),
});
export type Brain = z.infer<typeof brainSchema>;
