// What a graph command answers. The texts are spec 2 §8's, word for word: the cross-frame protocol answers game frames
// with them, and the UI picks its locale key from the reason, so no widget compares English strings.

/** Spec 2 §8 texts of the graph helper and the graph config update. */
export const graphMessages = {
  itemDeleted: 'Item Deleted Successfully',
  nodeNotFound: 'Node Item does not exists',
  edgeNotFound: 'Edge not found',
  selectFailed: 'Unable to select node from Graph',
  configIncomplete: 'Please Send property, layout and value of the property along with dispatcher',
} as const;
export type GraphMessage = (typeof graphMessages)[keyof typeof graphMessages];

/**
 * Why a command changed nothing. The first four have spec texts; the others are refusals the spec does not word
 * (a command naming an item that is not in the graph, an edge whose end is missing, history at its end, ...).
 */
export type RefusalReason =
  | 'nodeNotFound'
  | 'edgeNotFound'
  | 'selectFailed'
  | 'configIncomplete'
  | 'itemNotFound'
  | 'endpointMissing'
  | 'noPendingEdge'
  | 'historyEnd';

/**
 * applied: the graph changed (and a mutation record was emitted); unchanged: the command asked for what already is
 * (adding an existing node), nothing recorded; refused: the command cannot apply, nothing recorded.
 */
export type CommandResult =
  | { readonly outcome: 'applied'; readonly message?: GraphMessage }
  | { readonly outcome: 'unchanged' }
  | { readonly outcome: 'refused'; readonly reason: RefusalReason; readonly message?: GraphMessage };

export const APPLIED: CommandResult = { outcome: 'applied' };
export const UNCHANGED: CommandResult = { outcome: 'unchanged' };

export function refused(reason: RefusalReason): CommandResult {
  const message = reason in graphMessages ? graphMessages[reason as keyof typeof graphMessages] : undefined;
  return message === undefined ? { outcome: 'refused', reason } : { outcome: 'refused', reason, message };
}
