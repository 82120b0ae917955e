import { describe, expect, it } from 'vitest';
import { countTasks } from './note-rows.ts';

describe('tasks of a note', () => {
  it('counts open and done checklist items at the start of a line', () => {
    const note = ['- [x] read', '* [ ] draw', '1. [X] label', '[ ] plain', 'see [ ] inline', '  + [x] nested'].join(
      '\n',
    );
    expect(countTasks({ note })).toEqual({ total: 5, completed: 3 });
    expect(countTasks({ noteTitle: 'no text' })).toEqual({ total: 0, completed: 0 });
  });
});
