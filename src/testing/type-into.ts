// Browser-test support (not a test): typing into a form field as a learner does, so React hears it.

export function typeInto(input: Element | null, value: string): void {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input to type into');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
