import { useEffect, useLayoutEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import elementsMessages from 'virtual:tj-messages/elements';
import { abilities, canLoadWidget } from '../abilities/abilities.ts';
import { loadLanguage, localeOf, registerMessages, type MessageBundle } from '../i18n/i18n.ts';
import { useLanguage, WidgetLanguage } from '../i18n/use-language.ts';
import { useT } from '../i18n/use-t.ts';
import { FONT_SIZE_DEFAULT, fontSize } from '../preferences/font-size.ts';
import { applyInitialLocale } from '../preferences/locale.ts';
import { useValue } from '../react/use-value.ts';
import { kebabCase, parseAttributes, type AttributeSpecs, type AttributeValues } from './attributes.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { keepFocusInWidget } from './keep-focus.ts';
import { emitterFor, type Emit } from './events.ts';
import { adoptStyles, type SharedStyles } from './styles.ts';
import { useAttributeSnapshot } from './use-attributes.ts';
import type { WidgetEntry } from './widget-entry.ts';

export type WidgetProps<S extends AttributeSpecs> = AttributeValues<S> & { emit: Emit };

// What the shell says itself: a denied widget, a bad attribute value, a crash.
void registerMessages(elementsMessages);

export interface ElementDefinition<S extends AttributeSpecs> {
  readonly tag: string;
  readonly component: ComponentType<WidgetProps<S>>;
  readonly attributes: S;
  readonly styles: readonly SharedStyles[];
  /** The message namespaces the component shows (src/i18n: registerMessages). */
  readonly messages?: readonly MessageBundle[];
  /**
   * The widget the element is: its title names the element's region and its ability gates it. False for elements
   * that take no room in the page and appear over it when asked for (the page tools).
   */
  readonly chrome: WidgetEntry | false;
}

interface ShellProps<S extends AttributeSpecs> {
  readonly definition: ElementDefinition<S>;
  readonly root: ShadowRoot;
}

/** Every element's `lang` attribute (the kit's manifest lists it with each widget): see widgets/kit-api. */
const LANG = ['lang'];

/**
 * Everything an element gets for free inside its shadow root: styles, GUI scale, language (its own `lang` when it is
 * one the kit speaks, else the page's), typed attributes, an event emitter and an error boundary; with chrome, also
 * its titled region and the ability gate. The component itself is only its UI.
 */
export function ElementShell<S extends AttributeSpecs>(props: ShellProps<S>) {
  const own = localeOf(JSON.parse(useAttributeSnapshot(props.root.host, LANG))[0] as string | null);
  useEffect(() => {
    if (own) void loadLanguage(own);
  }, [own]);
  return (
    <WidgetLanguage.Provider value={own}>
      <ShellContent {...props} />
    </WidgetLanguage.Provider>
  );
}

function ShellContent<S extends AttributeSpecs>({ definition, root }: ShellProps<S>) {
  const { tag, component: Component, attributes, styles, chrome } = definition;
  const host = root.host as HTMLElement;
  const t = useT();
  const language = useLanguage();
  const scale = useValue(fontSize);
  const ability = useValue(abilities);
  const names = useMemo(() => Object.keys(attributes).map(kebabCase), [attributes]);
  const snapshot = useAttributeSnapshot(host, names);
  const emit = useMemo(() => emitterFor(host), [host]);

  useLayoutEffect(() => adoptStyles(root, styles), [root, styles]);
  useLayoutEffect(() => {
    host.style.setProperty('--tj-scale', String(scale / FONT_SIZE_DEFAULT));
  }, [host, scale]);
  useEffect(applyInitialLocale, []);
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => keepFocusInWidget(root, () => regionRef.current), [root]);

  const { values, problems } = useMemo(() => {
    const raw = JSON.parse(snapshot) as (string | null)[];
    return parseAttributes(attributes, (name) => raw[names.indexOf(name)] ?? null);
  }, [attributes, names, snapshot]);

  const title = chrome ? t(chrome.titleKey) : '';
  let content: ReactNode;
  if (chrome && !canLoadWidget(ability, chrome.name)) {
    content = (
      <p className="tj-message" role="note">
        {t('elements.notAvailable', { title })}
      </p>
    );
  } else if (problems.length > 0) {
    content = (
      <div className="tj-message" role="alert">
        {problems.map((problem) => (
          <p key={problem.attribute}>
            {t('elements.invalidAttribute', {
              attribute: problem.attribute,
              value: problem.value,
              expected: t(...problem.expected),
            })}
          </p>
        ))}
      </div>
    );
  } else {
    const crashed = chrome ? (
      <p className="tj-message" role="alert">
        {t('elements.crashed', { title })}
      </p>
    ) : null;
    content = (
      <ErrorBoundary widget={chrome ? chrome.name : tag} fallback={crashed}>
        <Component {...values} emit={emit} />
      </ErrorBoundary>
    );
  }
  if (!chrome) return <div lang={language}>{content}</div>;
  return (
    <div ref={regionRef} lang={language} className="tj-widget" part="widget" aria-label={title} role="region">
      {content}
    </div>
  );
}
