import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { registerMessages, type MessageBundle } from '../i18n/i18n.ts';
import type { AttributeSpecs } from './attributes.ts';
import { ElementShell, type ElementDefinition, type WidgetProps } from './ElementShell.tsx';
import { withProperties } from './properties.ts';
import type { SharedStyles } from './styles.ts';
import type { WidgetEntry } from './widget-entry.ts';

/**
 * The one element factory: turns a React component into its custom element (open shadow root; mounted on connect,
 * unmounted on disconnect, which disposes every signal subscription of the component). Defining a tag twice (two
 * copies of the kit on one page) keeps the first and warns.
 */
export function defineElement<S extends AttributeSpecs>(definition: ElementDefinition<S>): void {
  const { tag } = definition;
  if (customElements.get(tag)) {
    console.warn(`[tj] <${tag}> is already defined; keeping the first definition.`);
    return;
  }
  // English is already in the bundles; another active language is fetched for them and re-renders on arrival.
  void registerMessages(...(definition.messages ?? []));
  // r2wc hands the component its shadow root as `container`.
  const Host = ({ container }: { container?: HTMLElement }) =>
    container ? <ElementShell definition={definition} root={container as unknown as ShadowRoot} /> : null;
  customElements.define(tag, withProperties(r2wc(Host, { shadow: 'open' }), definition.attributes));
}

export interface WidgetOptions<S extends AttributeSpecs> {
  readonly attributes: S;
  /** Shared sheets, in cascade order, after the kit's base styles. */
  readonly styles?: readonly SharedStyles[];
  /**
   * The message namespaces the component shows, `import detailMessages from 'virtual:tj-messages/detail'`: its own,
   * and any shared one it shows itself. Shared views register theirs (the shell: elements; LookupView: lookup).
   */
  readonly messages?: readonly MessageBundle[];
}

export type DefineWidget<Name extends string> = <S extends AttributeSpecs>(
  name: Name,
  component: ComponentType<WidgetProps<S>>,
  options: WidgetOptions<S>,
) => void;

/**
 * The widgets' factory, given the registry's lookup (widgets/define-widget.ts passes it, so this folder never imports
 * widgets/): the name is the registry's, typed, and the widget gets the chrome (its titled region, ability gate,
 * attribute messages).
 */
export function createWidgetFactory<Name extends string>(
  widgetByName: (name: Name) => WidgetEntry,
): DefineWidget<Name> {
  return (name, component, { attributes, styles = [], messages = [] }) => {
    const widget = widgetByName(name);
    defineElement({ tag: widget.tag, component, attributes, styles, messages, chrome: widget });
  };
}
