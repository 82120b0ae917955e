import { describe, expect, it } from 'vitest';
import { realtimeNotification, realtimeNotificationSchema } from './realtime.ts';

describe('realtime notifications (spec 1 §3: verb.display.en, actor.username, value)', () => {
  it('are built only from a value that is what the verb says', () => {
    expect(realtimeNotification('ada', 'SEARCHED_PING', { word: ' volcano ' })).toEqual({
      verb: { display: { en: 'SEARCHED_PING' } },
      actor: { username: 'ada' },
      value: { word: 'volcano' },
    });
    expect(realtimeNotification('ada', 'SEARCHED_PING', { word: '  ' })).toBeNull();
    expect(realtimeNotification('ada', 'SEARCHED_PING', 'volcano')).toBeNull();
    expect(realtimeNotification('ada', 'THOUGHT_ADDED', {})).toBeNull();
    expect(realtimeNotification('ada', 'THOUGHT_ADDED', { graphId: 'g1' })).not.toBeNull();
    expect(realtimeNotification('ada', 'THOUGHT_LINKED', { graphId: 'g1' })).toBeNull();
  });

  it('read from the wire are the same again, and anything else is refused', () => {
    const sent = realtimeNotification('ada', 'THOUGHT_LINKED', { noteId: 'n1' });
    expect(realtimeNotificationSchema.parse(JSON.parse(JSON.stringify(sent)))).toEqual(sent);
    const noted = { verb: { display: { en: 'NOTED' } }, actor: { username: 'ada' }, value: {} };
    expect(realtimeNotificationSchema.safeParse(noted).success).toBe(false);
    const wrongValue = { verb: { display: { en: 'THOUGHT_LINKED' } }, actor: { username: 'ada' }, value: 'n1' };
    expect(realtimeNotificationSchema.safeParse(wrongValue).success).toBe(false);
    expect(realtimeNotificationSchema.safeParse('SEARCHED_PING').success).toBe(false);
  });
});
