/**
 * When a widget's tag is first near the viewport. The autoloader waits for it before loading the widget: a widget far
 * down a partner's page, or hidden in a closed dialog, costs a phone nothing (code, React's first render) until the
 * reader scrolls towards it or opens it (issue 26 point 3: Lighthouse's total blocking time).
 */
export interface Sighting {
  /** Watches an element for its tag; an element of a tag already seen needs no watching. */
  watch(element: Element): void;
  /** Resolves once an element of the tag, watched before or after this call, comes near the viewport. */
  seen(tag: string): Promise<void>;
}

/**
 * How near counts: within half a viewport's height below or above it, so a widget is usually ready by the time a
 * reader scrolls to it.
 */
const NEAR = '50% 0px';

interface TagSighting {
  readonly seen: Promise<void>;
  readonly resolve: () => void;
  /** Its elements being watched; none once the tag was seen. */
  readonly elements: Set<Element>;
  done: boolean;
}

export function createSighting(): Sighting {
  const tags = new Map<string, TagSighting>();
  const sightingOf = (tag: string): TagSighting => {
    let sighting = tags.get(tag);
    if (!sighting) {
      let resolve = () => {};
      const seen = new Promise<void>((settle) => (resolve = settle));
      sighting = { seen, resolve, elements: new Set(), done: false };
      tags.set(tag, sighting);
    }
    return sighting;
  };
  const observer = new IntersectionObserver(
    (records) => {
      for (const { target, isIntersecting } of records) {
        const sighting = sightingOf(target.localName);
        if (!isIntersecting || sighting.done) continue;
        sighting.done = true;
        for (const element of sighting.elements) observer.unobserve(element);
        sighting.elements.clear();
        sighting.resolve();
      }
    },
    { rootMargin: NEAR },
  );
  return {
    watch(element) {
      const sighting = sightingOf(element.localName);
      if (sighting.done) return;
      sighting.elements.add(element);
      observer.observe(element);
    },
    seen: (tag) => sightingOf(tag).seen,
  };
}
