import { useEffect, useLayoutEffect, useMemo, type ComponentType } from 'react';
import type { WidgetEntry } from '../../widgets/registry.ts';
import { abilities, canLoadWidget } from '../abilities/abilities.ts';
import { useT } from '../i18n/use-t.ts';
import { FONT_SIZE_DEFAULT, fontSize } from '../preferences/font-size.ts';
import { applyInitialLocale, locale } from '../preferences/locale.ts';
import { useValue } from '../react/use-value.ts';
import { kebabCase, parseAttributes, type AttributeSpecs, type AttributeValues } from './attributes.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { emitterFor, type Emit } from './events.ts';
import { adoptStyles } from './styles.ts';
import { useAttributeSnapshot } from './use-attributes.ts';

export type WidgetProps<S extends AttributeSpecs> = AttributeValues<S> & { emit: Emit };

export interface WidgetDefinition<S extends AttributeSpecs> {
  entry: WidgetEntry;
  component: ComponentType<WidgetProps<S>>;
  attributes: S;
  styles: string;
}

/**
 * Everything a widget gets for free inside its shadow root: styles, GUI scale, language, the ability
 * gate, typed attributes, an event emitter and an error boundary. The widget itself is only its UI.
 */
export function WidgetShell<S extends AttributeSpecs>({
  definition,
  root,
}: {
  definition: WidgetDefinition<S>;
  root: ShadowRoot;
}) {
  const { entry, component: Widget, attributes, styles } = definition;
  const host = root.host;
  const t = useT();
  const language = useValue(locale);
  const scale = useValue(fontSize);
  const ability = useValue(abilities);
  const names = useMemo(() => Object.keys(attributes).map(kebabCase), [attributes]);
  const snapshot = useAttributeSnapshot(host, names);
  const emit = useMemo(() => emitterFor(host), [host]);

  useLayoutEffect(() => adoptStyles(root, styles), [root, styles]);
  useLayoutEffect(() => {
    (host as HTMLElement).style.setProperty('--tj-scale', String(scale / FONT_SIZE_DEFAULT));
  }, [host, scale]);
  useEffect(applyInitialLocale, []);

  const title = t(entry.titleKey);
  const { values, problems } = useMemo(() => {
    const raw = JSON.parse(snapshot) as (string | null)[];
    return parseAttributes(attributes, (name) => raw[names.indexOf(name)] ?? null);
  }, [attributes, names, snapshot]);

  let content;
  if (!canLoadWidget(ability, entry.name)) {
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
    content = (
      <ErrorBoundary
        widget={entry.name}
        fallback={
          <p className="tj-message" role="alert">
            {t('elements.crashed', { title })}
          </p>
        }
      >
        <Widget {...values} emit={emit} />
      </ErrorBoundary>
    );
  }
  return (
    <div lang={language} className="tj-widget" aria-label={title} role="region">
      {content}
    </div>
  );
}
