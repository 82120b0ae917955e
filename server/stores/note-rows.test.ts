import { describe, expect, it } from 'vitest';
import { countTasks } from './note-rows.ts';

describe('tasks of a note', () => {
  it('counts the open and done task list items the preview shows as checkboxes', () => {
    // "[ ] plain" is not a list item and "see [ ] inline" not at a line's start: the preview shows no box for them.
    const note = ['- [x] read', '* [ ] draw', '1. [X] label', '[ ] plain', 'see [ ] inline', '  + [x] nested'].join(
      '\n',
    );
    expect(countTasks({ note })).toEqual({ total: 4, completed: 3 });
    expect(countTasks({ noteTitle: 'no text' })).toEqual({ total: 0, completed: 0 });
  });
});
