import { useT } from '../../src/i18n/use-t.ts';
import { dismissToast, toasts } from '../../src/toasts/toasts.ts';
import { useValue } from '../../src/react/use-value.ts';

/**
 * Spec 1 §2 "Other UI": toasts at bottom-end with a close button, and the action a toast offers (Undo). One polite live region announces each new
 * toast; a hidden toast stays (fading) until the store clears it, but is no longer read out.
 */
export function Toaster() {
  const t = useT();
  const list = useValue(toasts);
  return (
    <section className="tj-toaster" aria-label={t('host.notifications')} aria-live="polite">
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`tj-toast tj-toast-${toast.kind}`}
          data-visible={toast.visible}
          aria-hidden={!toast.visible}
        >
          <p>{toast.message}</p>
          {toast.action && (
            <button
              type="button"
              className="tj-button"
              tabIndex={toast.visible ? 0 : -1}
              onClick={() => {
                dismissToast(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className="tj-icon-button"
            aria-label={t('host.close')}
            tabIndex={toast.visible ? 0 : -1}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
