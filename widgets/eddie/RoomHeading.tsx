import type { EddieExchange } from '../../src/contract/eddie.ts';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT } from '../../src/i18n/use-t.ts';

/** Says which past conversation Eddie continues: the one asked on this day. */
export function RoomHeading({ room }: { room: EddieExchange }) {
  const t = useT();
  const language = useLanguage();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="room-heading muted" part="room">
      {t('eddie.room', { when: when.format(new Date(room.timestamp)) })}
    </p>
  );
}
