import r2wc from '@r2wc/react-to-web-component';
import type { AttributeSpecs } from './attributes.ts';
import { WidgetShell, type WidgetDefinition } from './WidgetShell.tsx';

/**
 * Turns a widget's React component into its custom element (open shadow root; mounted on connect,
 * unmounted on disconnect, which disposes every signal subscription of the widget).
 * Defining a tag twice (two copies of the kit on one page) keeps the first and warns.
 */
export function defineWidget<S extends AttributeSpecs>(definition: WidgetDefinition<S>): void {
  const { tag } = definition.entry;
  if (customElements.get(tag)) {
    console.warn(`[tj] <${tag}> is already defined; keeping the first definition.`);
    return;
  }
  // r2wc hands the component its shadow root as `container`.
  const Host = ({ container }: { container?: HTMLElement }) =>
    container ? <WidgetShell definition={definition} root={container as unknown as ShadowRoot} /> : null;
  customElements.define(tag, r2wc(Host, { shadow: 'open' }));
}
