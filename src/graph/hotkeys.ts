// The graph's keyboard (spec 2 §9.2): alt+shift+0–8 and alt+shift+f switch the edit mode, ctrl+x removes the selected
// nodes, delete empties the graph (after a confirmation the widget asks). The spec leaves digit → mode open: the
// kit's choice is below, one table that Graph Explore's help and Graph Controls both show. Framework-free: it reads
// the fields of a KeyboardEvent it needs, so the core stays free of the DOM.
import type { GraphCommand } from './commands.ts';
import type { GraphMode } from './modes.ts';

/**
 * The ten mode keys. The digits follow spec 1 §4's order of the modes a learner uses most (reading first, then
 * editing); f is function_call, the one mode named after a letter. The other six modes are chosen in Graph Controls.
 */
export const graphModeHotkeys = [
  { key: '0', mode: 'looked_at' },
  { key: '1', mode: 'explore' },
  { key: '2', mode: 'default' },
  { key: '3', mode: 'add_nodes' },
  { key: '4', mode: 'add_relationships' },
  { key: '5', mode: 'remove' },
  { key: '6', mode: 'hide' },
  { key: '7', mode: 'lock' },
  { key: '8', mode: 'shortest_path' },
  { key: 'f', mode: 'function_call' },
] as const satisfies readonly { readonly key: string; readonly mode: GraphMode }[];

export type GraphModeHotkey = (typeof graphModeHotkeys)[number];

/** How a mode key is written for people: "Alt+Shift+4". */
export function hotkeyLabel(key: GraphModeHotkey['key']): string {
  return `Alt+Shift+${key.toUpperCase()}`;
}

/** The mode's key, if it has one (Graph Controls shows it beside the mode). */
export function hotkeyOfMode(mode: GraphMode): GraphModeHotkey['key'] | undefined {
  return graphModeHotkeys.find((hotkey) => hotkey.mode === mode)?.key;
}

/** The fields of a KeyboardEvent the graph's keys read. */
export interface KeyPress {
  readonly key: string;
  /** The physical key ("Digit4", "KeyF"): with shift held, `key` is ")" or "$" on many layouts, the code is not. */
  readonly code: string;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

export type GraphKeyAction =
  | { readonly kind: 'mode'; readonly mode: GraphMode }
  /** ctrl+x (cmd+x on a Mac): remove every selected node. */
  | { readonly kind: 'removeSelected' }
  /** delete: empty the graph, once the learner confirms. */
  | { readonly kind: 'clearAfterConfirm' };

/** What a key press means to a focused graph, or null when it is not one of the graph's keys. */
export function graphKeyAction(press: KeyPress): GraphKeyAction | null {
  if (press.altKey && press.shiftKey && !press.ctrlKey && !press.metaKey) {
    const key = press.code.replace(/^(Digit|Numpad|Key)/, '').toLowerCase();
    const hotkey = graphModeHotkeys.find((candidate) => candidate.key === key);
    return hotkey ? { kind: 'mode', mode: hotkey.mode } : null;
  }
  const modifier = press.ctrlKey || press.metaKey;
  if (modifier && !press.altKey && !press.shiftKey && press.key.toLowerCase() === 'x')
    return { kind: 'removeSelected' };
  if (!modifier && !press.altKey && press.key === 'Delete') return { kind: 'clearAfterConfirm' };
  return null;
}

/** ctrl+x as commands: one removal per selected node, so each is recorded and answered as the spec words it. */
export function removeSelectedCommands(selection: readonly string[]): GraphCommand[] {
  return selection.map((id) => ({ type: 'removeNode', id }));
}
