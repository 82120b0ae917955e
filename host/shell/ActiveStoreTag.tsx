import { useT } from '../../src/i18n/use-t.ts';
import { activeStore } from '../../src/kit/brains.ts';
import { useValue } from '../../src/react/use-value.ts';

/** Spec 1 §2: the navbar's green tag "Active Store: {graph name}" while a vector store is active (src/kit/brains.ts). */
export function ActiveStoreTag() {
  const t = useT();
  const store = useValue(activeStore);
  if (!store) return null;
  return (
    <p className="tj-active-store" role="status" title={store.vectorStoreId}>
      {t('host.activeStore', { name: store.graphName })}
    </p>
  );
}
