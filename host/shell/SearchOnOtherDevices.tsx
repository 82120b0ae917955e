import { useState } from 'react';
import { t as translate } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { searchOnOtherDevices } from '../../src/kit/realtime.ts';
import { thought } from '../../src/kit/search.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { showToast } from '../../src/toasts/toasts.ts';

/**
 * Spec 1 §4 "search this on my other devices" (SEARCHED_PING): the current thought is searched on the learner's other
 * open devices and tabs. A signed-in learner's, once there is a thought; a toast says it was sent, or why not. Its
 * accessible name names the thought; `withText` shows words beside the icon, where no hover shows its title.
 */
export function SearchOnOtherDevices({ withText = false }: { withText?: boolean }) {
  const t = useT();
  const current = useValue(thought);
  const signedIn = useValue(session.signals.isLoggedIn);
  const [sending, setSending] = useState(false);
  if (!signedIn || !current) return null;
  const name = current.label ?? current.word;

  const send = async () => {
    setSending(true);
    try {
      await searchOnOtherDevices(current.word);
      showToast(translate('host.searchOnDevicesSent', { thought: name }), 'success');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      showToast(translate('host.searchOnDevicesFailed', { thought: name, reason }), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="tj-button tj-search-on-devices"
      aria-label={t('host.searchOnDevices', { thought: name })}
      title={t('host.searchOnDevices', { thought: name })}
      disabled={sending}
      onClick={() => void send()}
    >
      <span aria-hidden="true">⇄</span>
      {/* A phone has no hover to show the title: the menu says it in words. */}
      {withText && <span aria-hidden="true"> {t('host.searchOnDevicesShort')}</span>}
    </button>
  );
}
