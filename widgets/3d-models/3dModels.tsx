import { useState } from 'react';
import type { ProviderModel3d } from '../../src/contract/providers.ts';
import { safeUrl } from '../../src/elements/knowledge-text.ts';
import { ProviderView, ResultList } from '../../src/elements/ProviderView.tsx';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useT } from '../../src/i18n/use-t.ts';
import { retryLookup } from '../../src/kit/search.ts';
import { useLookup } from '../../src/react/use-lookup.ts';

export const models3dAttributes = {};

export const MODEL_SOURCE = { name: 'Sketchfab', url: 'https://sketchfab.com/' } as const;

/**
 * Sketchfab's player needs its scripts and its own origin (it reads its cookies and WebGL settings); it may open
 * Sketchfab in a new tab and go full screen, nothing else: no forms, no navigating this page.
 */
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** The model open in Sketchfab's player, inside the widget; only an https player address is framed. */
function Player({ model, onClose }: { readonly model: ProviderModel3d; readonly onClose: () => void }) {
  const t = useT();
  const src = safeUrl(model.embedUrl);
  if (!src?.startsWith('https:')) return null;
  return (
    <figure className="model-player" part="player">
      <iframe
        src={src}
        title={t('3d-models.playerTitle', { name: model.name })}
        sandbox={PLAYER_SANDBOX}
        allow="fullscreen; xr-spatial-tracking"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
      <figcaption>
        <span lang="en">{model.name}</span>
        <button type="button" className="provider-action" part="close-player" onClick={onClose}>
          {t('3d-models.closePlayer')}
        </button>
      </figcaption>
    </figure>
  );
}

/** 3D Models: Sketchfab's models of the current thought, each viewable in Sketchfab's player inside the widget. */
export function Models3d(_props: WidgetProps<typeof models3dAttributes>) {
  const t = useT();
  const result = useLookup('models3d');
  const [open, setOpen] = useState<ProviderModel3d | null>(null);

  return (
    <section className="models-3d">
      <ProviderView
        result={result}
        idleKey="3d-models.idle"
        onRetry={() => retryLookup('models3d')}
        isEmpty={(found) => found.models.length === 0}
      >
        {(found) => (
          <>
            {/* A new search's models are new objects: the player of the last search closes. */}
            {open && found.models.includes(open) && <Player model={open} onClose={() => setOpen(null)} />}
            <ResultList
              label={t('3d-models.results', { word: found.query })}
              entries={found.models.map((model) => ({
                id: model.id,
                title: model.name,
                url: model.viewerUrl,
                image: model.thumbnail,
                lang: 'en',
                details: (
                  <p className="provider-meta" part="credit">
                    {[
                      model.author && t('3d-models.by', { author: model.author }),
                      model.license && t('3d-models.license', { license: model.license }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                ),
                actions: safeUrl(model.embedUrl)?.startsWith('https:') ? (
                  <button
                    type="button"
                    className="provider-action"
                    part="open-player"
                    aria-pressed={open === model}
                    onClick={() => setOpen(open === model ? null : model)}
                  >
                    {t('3d-models.openPlayer')}
                  </button>
                ) : undefined,
              }))}
            />
            <p className="provider-meta" part="source">
              {t('lookup.source')}{' '}
              <a href={MODEL_SOURCE.url} target="_blank" rel="noopener noreferrer">
                {MODEL_SOURCE.name}
              </a>
            </p>
          </>
        )}
      </ProviderView>
    </section>
  );
}
