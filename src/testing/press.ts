// Browser-test support (not a test): pressing a button of a widget as a learner does, once it can be pressed.
import { shadowQueryAll } from '../elements/shadow-query.ts';
import { until } from './until.ts';

/** Presses the button of this text (in `within`, a selector, when given) once it is there and enabled. */
export async function press(widget: Element, name: string, within = ''): Promise<void> {
  const find = () =>
    shadowQueryAll(widget, `${within} button`).find(
      (button): button is HTMLButtonElement => button.textContent === name && !(button as HTMLButtonElement).disabled,
    );
  await until(() => find() !== undefined, `the enabled "${name}" button`);
  find()?.click();
}
