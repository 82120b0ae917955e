import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { countTasks, markTask, tasksOf } from './tasks.ts';

const NOTE = `# Garden

- [ ] buy seeds
* [x] water the beds
1. [X] read the packet
- not a task
[ ] not a list item

\`\`\`md
- [ ] inside code
\`\`\`

  - [ ] nested task`;

describe('a note’s tasks', () => {
  it('are the list items the preview shows as checkboxes, in order', () => {
    expect(tasksOf(NOTE).map((task) => task.done)).toEqual([false, true, true, false]);
    expect(countTasks(NOTE)).toEqual({ total: 4, completed: 2 });
    const html = new Marked({ gfm: true }).parse(NOTE, { async: false });
    const boxes = [...html.matchAll(/<input (checked="" )?disabled="" type="checkbox">/g)];
    expect(boxes.map((box) => box[1] !== undefined)).toEqual([false, true, true, false]);
  });

  it('are ticked and unticked by their number, leaving the rest of the text as it was', () => {
    const ticked = markTask(NOTE, 0, true);
    expect(ticked).toContain('- [x] buy seeds');
    expect(countTasks(ticked)).toEqual({ total: 4, completed: 3 });
    expect(markTask(ticked, 1, false)).toContain('* [ ] water the beds');
    expect(markTask(NOTE, 3, true)).toContain('  - [x] nested task');
    expect(markTask(NOTE, 9, true)).toBe(NOTE);
    expect(markTask(NOTE, 0, true).length).toBe(NOTE.length);
  });
});
