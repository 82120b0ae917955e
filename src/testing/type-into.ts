// Browser-test support (not a test): typing into a form field as a learner does, so React hears it.

export function typeInto(input: Element | null, value: string): void {
  const prototype =
    input instanceof HTMLInputElement
      ? HTMLInputElement.prototype
      : input instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : undefined;
  if (!prototype || !input) throw new Error('no input to type into');
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
