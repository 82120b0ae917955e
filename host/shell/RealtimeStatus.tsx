import { useT } from '../../src/i18n/use-t.ts';
import { realtime } from '../../src/kit/realtime.ts';
import { useValue } from '../../src/react/use-value.ts';

/**
 * Says when the realtime socket (spec 2 §7.10) dropped and is coming back: until then a search sent from another
 * device, or a note added there, does not show here. The live region is always there, so screen readers announce
 * the change; it is empty otherwise.
 */
export function RealtimeStatus() {
  const t = useT();
  const status = useValue(realtime.signals.status);
  return (
    <span role="status" className="tj-realtime-status">
      {status === 'reconnecting' ? t('host.realtimeReconnecting') : ''}
    </span>
  );
}
