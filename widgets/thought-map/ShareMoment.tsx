import { useState } from 'react';
import type { MutationRecord } from '../../src/graph/commands.ts';
import type { Translate } from '../../src/i18n/use-t.ts';
import { shareMoment } from '../../src/kit/saved-states.ts';
import { search } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';

type Sharing =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'shared'; readonly link: string }
  | { readonly kind: 'failed'; readonly text: string };

/**
 * "Share this moment" (spec 2 §7.9 POST /states): the current thought, the graph drawn for it and the recorded steps,
 * saved under a link (/thought/{id}) that opens them again — anyone with the link sees it, and can replay the steps.
 */
export function ShareMoment({ t, records }: { t: Translate; records: readonly MutationRecord[] }) {
  const signedIn = useValue(session.signals.isLoggedIn);
  const thought = useValue(search.signals.thought);
  const [sharing, setSharing] = useState<Sharing>({ kind: 'idle' });
  if (!signedIn || !thought) return null;

  async function share(): Promise<void> {
    if (!thought) return;
    setSharing({ kind: 'saving' });
    try {
      setSharing({ kind: 'shared', link: await shareMoment(thought, records) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setSharing({ kind: 'failed', text: t('thought-map.shareFailed', { reason }) });
    }
  }

  return (
    <div className="share-moment" part="share">
      <button type="button" disabled={sharing.kind === 'saving'} onClick={() => void share()}>
        {sharing.kind === 'saving' ? <span className="lookup-spinner" aria-hidden="true" /> : null}
        {t('thought-map.share')}
      </button>
      {sharing.kind === 'shared' ? (
        <p role="status">
          {t('thought-map.shared')} <a href={sharing.link}>{sharing.link}</a>
        </p>
      ) : null}
      {sharing.kind === 'failed' ? (
        <p className="tj-message" role="alert">
          {sharing.text}
        </p>
      ) : null}
    </div>
  );
}
