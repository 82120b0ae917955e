// The cross-frame messages the kit exchanges with partner pages and game frames (spec 2 §7.10), by name.
// Every message that crosses a frame boundary is one of these, and its payload is parsed with its schema on
// the way out and on the way in.
import { z } from 'zod';

const token = z.string().min(1);

/**
 * The login result. The host posts it to the partner page that embeds it (spec 2 §7.1 login); a partner page may
 * send one to the kit, and status 200 then stores the tokens and the font size (spec 2 §7.10).
 */
const authMessage = z
  .object({
    status: z.number().int(),
    userToken: token.optional(),
    refreshToken: token.optional(),
    fontSize: z.number().finite().optional(),
  })
  .refine((message) => message.status !== 200 || (message.userToken && message.refreshToken), {
    message: 'status 200 carries userToken and refreshToken',
  });

export const protocolMessages = {
  auth: authMessage,
  /** The GUI scale in percent, set by the partner page. */
  'font-size': z.object({ fontSize: z.number().finite() }),
  /** From a game frame: toggles the "game connected" flag, or sets it when `connected` is given (spec 1 §4). */
  'game-connected': z.object({ connected: z.boolean().optional() }),
  /** Commands a game frame sends to the graph (a later issue gives each its arguments). */
  'graph-command': z.object({
    command: z.string().min(1),
    args: z.record(z.string(), z.unknown()).default({}),
  }),
} as const satisfies Record<string, z.ZodType<object>>;

export type ProtocolMessages = typeof protocolMessages;
export type MessageName = keyof ProtocolMessages;
/** A payload as the sender writes it. */
export type MessageInput<N extends MessageName> = z.input<ProtocolMessages[N]>;
/** A payload as the receiver gets it, parsed. */
export type MessagePayload<N extends MessageName> = z.output<ProtocolMessages[N]>;

export function isMessageName(name: string): name is MessageName {
  return Object.hasOwn(protocolMessages, name);
}
