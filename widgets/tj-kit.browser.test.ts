/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { discover } from './tj-kit.ts';

/** Resolves when the tag is defined; fails the test if that takes longer than the kit should ever need. */
function defined(tag: string): Promise<CustomElementConstructor> {
  return Promise.race([
    customElements.whenDefined(tag),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`<${tag}> was never defined`)), 5000)),
  ]);
}

/** Resolves when the autoloader no longer marks the element busy: once the widget has first rendered. */
function shown(element: Element): Promise<void> {
  return Promise.race([
    new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (element.hasAttribute('aria-busy')) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(element, { attributeFilter: ['aria-busy'] });
      observer.takeRecords();
      if (!element.hasAttribute('aria-busy')) resolve();
    }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`<${element.localName}> stayed busy`)), 5000)),
  ]);
}

describe('tj-kit autoloader', () => {
  const pageErrors: unknown[] = [];
  const record = (event: ErrorEvent | PromiseRejectionEvent) =>
    pageErrors.push('reason' in event ? event.reason : event.error);
  beforeEach(() => {
    pageErrors.length = 0;
    window.addEventListener('error', record);
    window.addEventListener('unhandledrejection', record);
  });
  afterEach(() => {
    window.removeEventListener('error', record);
    window.removeEventListener('unhandledrejection', record);
  });

  it('loads a widget whose tag is added to the page after the kit started', async () => {
    expect(customElements.get('tj-detail')).to.equal(undefined);
    const detail = document.createElement('tj-detail');
    document.body.append(detail);

    const definition = await defined('tj-detail');
    expect(detail).to.be.instanceOf(definition);
    await shown(detail);
    expect(detail.shadowRoot?.childElementCount).to.be.greaterThan(0);
    expect(pageErrors).to.deep.equal([]);
    detail.remove();
  });

  it('keeps a property the page set before the widget loaded, as a framework binding does', async () => {
    const search = document.createElement('tj-global-search') as HTMLElement & { thoughtType?: string };
    search.thoughtType = 'entity';
    document.body.append(search);

    await defined('tj-global-search');
    expect(Object.hasOwn(search, 'thoughtType')).to.equal(false);
    expect(search.getAttribute('thought-type')).to.equal('entity');
    expect(search.thoughtType).to.equal('entity');
    search.remove();
  });

  it('shows a placeholder box, marked busy, until the definition arrives', async () => {
    const search = document.createElement('tj-search-engine');
    document.body.append(search);
    // Called before the page's mutation observer runs, so the tag is still undefined here.
    const loading = discover(search);
    expect(search.matches(':not(:defined)')).to.equal(true);
    expect(search.getAttribute('aria-busy')).to.equal('true');
    expect(getComputedStyle(search).display).to.equal('block');
    expect(parseFloat(getComputedStyle(search).minHeight)).to.be.greaterThan(0);

    await loading;
    expect(search.matches(':defined')).to.equal(true);
    // React renders a task after the definition: the still empty element keeps its box, still marked busy.
    expect(search.shadowRoot?.childElementCount).to.equal(0);
    expect(search.getAttribute('aria-busy')).to.equal('true');
    expect(parseFloat(getComputedStyle(search).minHeight)).to.be.greaterThan(0);
    await shown(search);
    search.remove();
  });

  it('shows the unavailable element for an unknown tag, without an error on the page', async () => {
    const nope = document.createElement('tj-nope');
    document.body.append(nope);

    await discover(nope);
    await defined('tj-nope');
    await (nope as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
    expect(nope.shadowRoot?.textContent).to.contain('<tj-nope>');
    expect(pageErrors).to.deep.equal([]);
    nope.remove();
  });
});
