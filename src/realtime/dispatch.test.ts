import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { realtimeNotification } from '../contract/realtime.ts';
import { userSchema } from '../contract/user.ts';
import { realtimeDispatch } from './dispatch.ts';

function rig() {
  const deps = {
    user: signal(userSchema.parse({ id: 'u1', username: 'ada' })),
    searchWord: vi.fn(),
    noteAdded: vi.fn(),
    graphAdded: vi.fn(),
    linkNote: vi.fn(),
  };
  return { deps, dispatch: realtimeDispatch(deps) };
}

describe('what a notification does on the page', () => {
  it('SEARCHED_PING searches its word, THOUGHT_ADDED adds the note or graph, THOUGHT_LINKED links the note', () => {
    const { deps, dispatch } = rig();
    dispatch(realtimeNotification('ada', 'SEARCHED_PING', { word: 'volcano' })!);
    dispatch(realtimeNotification('ada', 'THOUGHT_ADDED', { noteId: 'n1' })!);
    dispatch(realtimeNotification('ada', 'THOUGHT_ADDED', { graphId: 'g1' })!);
    dispatch(realtimeNotification('ada', 'THOUGHT_LINKED', { noteId: 'n2' })!);
    expect(deps.searchWord).toHaveBeenCalledWith('volcano');
    expect(deps.noteAdded).toHaveBeenCalledWith('n1');
    expect(deps.graphAdded).toHaveBeenCalledWith('g1');
    expect(deps.linkNote).toHaveBeenCalledWith('n2');
  });

  it('acts on no notification whose actor is not the current learner', () => {
    const { deps, dispatch } = rig();
    for (const notification of [
      realtimeNotification('bob', 'SEARCHED_PING', { word: 'volcano' }),
      realtimeNotification('bob', 'THOUGHT_ADDED', { noteId: 'n1' }),
      realtimeNotification('bob', 'THOUGHT_LINKED', { noteId: 'n2' }),
    ]) {
      dispatch(notification!);
    }
    for (const action of [deps.searchWord, deps.noteAdded, deps.graphAdded, deps.linkNote]) {
      expect(action).not.toHaveBeenCalled();
    }
  });
});
