import { describe, expect, it } from 'vitest';
import { graphKeyAction, graphModeHotkeys, hotkeyLabel, hotkeyOfMode, removeSelectedCommands } from './hotkeys.ts';
import { graphModes } from './modes.ts';

const press = (over: Partial<Parameters<typeof graphKeyAction>[0]>) => ({
  key: '',
  code: '',
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...over,
});

describe('graph hotkeys', () => {
  it('has ten keys, 0–8 and f, each for a different mode of the spec', () => {
    expect(graphModeHotkeys.map((hotkey) => hotkey.key)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', 'f']);
    const modes = graphModeHotkeys.map((hotkey) => hotkey.mode);
    expect(new Set(modes).size).toBe(10);
    for (const mode of modes) expect(graphModes).toContain(mode);
  });

  it('reads alt+shift+digit by the physical key, whatever character shift makes of it', () => {
    expect(graphKeyAction(press({ key: '$', code: 'Digit4', altKey: true, shiftKey: true }))).toEqual({
      kind: 'mode',
      mode: 'add_relationships',
    });
    expect(graphKeyAction(press({ key: 'F', code: 'KeyF', altKey: true, shiftKey: true }))).toEqual({
      kind: 'mode',
      mode: 'function_call',
    });
    expect(graphKeyAction(press({ key: '8', code: 'Numpad8', altKey: true, shiftKey: true }))).toEqual({
      kind: 'mode',
      mode: 'shortest_path',
    });
  });

  it('ignores other chords and keys', () => {
    expect(graphKeyAction(press({ key: '4', code: 'Digit4', altKey: true }))).toBeNull();
    expect(graphKeyAction(press({ key: '9', code: 'Digit9', altKey: true, shiftKey: true }))).toBeNull();
    expect(graphKeyAction(press({ key: 'x', code: 'KeyX' }))).toBeNull();
    expect(graphKeyAction(press({ key: 'Delete', code: 'Delete', ctrlKey: true }))).toBeNull();
  });

  it('ctrl+x and cmd+x remove the selection, delete asks to clear', () => {
    expect(graphKeyAction(press({ key: 'x', code: 'KeyX', ctrlKey: true }))).toEqual({ kind: 'removeSelected' });
    expect(graphKeyAction(press({ key: 'x', code: 'KeyX', metaKey: true }))).toEqual({ kind: 'removeSelected' });
    expect(graphKeyAction(press({ key: 'Delete', code: 'Delete' }))).toEqual({ kind: 'clearAfterConfirm' });
    expect(removeSelectedCommands(['a', 'b'])).toEqual([
      { type: 'removeNode', id: 'a' },
      { type: 'removeNode', id: 'b' },
    ]);
  });

  it('labels keys and finds a mode’s key', () => {
    expect(hotkeyLabel('f')).toBe('Alt+Shift+F');
    expect(hotkeyOfMode('lock')).toBe('7');
    expect(hotkeyOfMode('hsl')).toBeUndefined();
  });
});
