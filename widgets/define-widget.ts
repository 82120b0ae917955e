// The widgets' element factory, bound to the registry: `defineWidget('ask', Ask, { attributes, styles })` with a
// name the registry has (a misspelt name fails the type check).
import { createWidgetFactory } from '../src/elements/define-element.tsx';
import { widgetByName, type WidgetName } from './registry.ts';

export const defineWidget = createWidgetFactory<WidgetName>(widgetByName);
