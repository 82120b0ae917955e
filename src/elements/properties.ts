import { kebabCase, type AttributeSpecs } from './attributes.ts';

/**
 * The element's properties: one per attribute, camelCase, except the ones HTMLElement already has (`lang`, which
 * reflects already).
 */
export function propertyNames(specs: AttributeSpecs): string[] {
  return Object.keys(specs).filter((name) => !(name in HTMLElement.prototype));
}

/**
 * The element class with each attribute as a property too (as Shoelace's are), so property bindings (Angular
 * `[word]`, Lit `.word`, Vue `.prop`, React 19) work. A property reflects to its attribute, which stays the one
 * source the shell reads: reading parses the attribute (a value the attribute cannot take reads as its default, as
 * HTML's enumerated attributes do); setting writes it (`true` for a flag as present, `false`, `null` or
 * `undefined` as absent). Every attribute is a string, number, flag or choice, so no property takes rich values.
 */
export function withProperties(Base: CustomElementConstructor, specs: AttributeSpecs): CustomElementConstructor {
  const names = propertyNames(specs);
  class WithProperties extends Base {
    constructor() {
      super();
      // A property set before the tag was defined sits on the element itself and hides the accessor: pass it on.
      for (const name of names) {
        if (!Object.hasOwn(this, name)) continue;
        const value: unknown = Reflect.get(this, name);
        Reflect.deleteProperty(this, name);
        Reflect.set(this, name, value);
      }
    }
  }
  for (const name of names) {
    const spec = specs[name]!;
    const attribute = kebabCase(name);
    Object.defineProperty(WithProperties.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const parsed = spec.parse(this.getAttribute(attribute));
        return parsed.ok ? parsed.value : spec.fallback;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === false || value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, value === true ? '' : String(value));
      },
    });
  }
  return WithProperties;
}
