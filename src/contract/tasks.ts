// The tasks of a note (spec 1 §3 Note "task: total, completed"). The spec does not say how a note holds them; the kit
// takes GitHub's task lists, which the note's preview shows as checkboxes (marked, gfm): a list item that starts with
// "[ ]" (open) or "[x]" (done), outside fenced code. The server counts them to settle a note's goal (spec 2 §7.5), and
// the preview ticks them: both read them here, in the same order.

const TASK = /^([ \t]*(?:[-*+]|\d+[.)])[ \t]+\[)([ xX])\][ \t]+\S/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

export interface Task {
  /** Where the task's mark (the space or the x between the brackets) is in the text. */
  readonly at: number;
  readonly done: boolean;
}

/** The text's tasks, in order. */
export function tasksOf(text: string): Task[] {
  const tasks: Task[] = [];
  let fence: string | undefined;
  let offset = 0;
  for (const line of text.split('\n')) {
    const opening = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (opening?.[0] === fence[0] && opening.length >= fence.length) fence = undefined;
    } else if (opening) {
      fence = opening;
    } else {
      const match = TASK.exec(line);
      if (match?.[1] && match[2]) tasks.push({ at: offset + match[1].length, done: match[2] !== ' ' });
    }
    offset += line.length + 1;
  }
  return tasks;
}

export function countTasks(text: string): { total: number; completed: number } {
  const tasks = tasksOf(text);
  return { total: tasks.length, completed: tasks.filter((task) => task.done).length };
}

/** The text with its task number `index` (from 0) marked done or open; the text as it was if it has no such task. */
export function markTask(text: string, index: number, done: boolean): string {
  const task = tasksOf(text)[index];
  if (!task) return text;
  return `${text.slice(0, task.at)}${done ? 'x' : ' '}${text.slice(task.at + 1)}`;
}
