// A node or an anchor as the kit sends it to Eddie's calls (spec 2 §7.3, not shown further): an id, or an object with
// an id and maybe a label. Anything else is no node: these are hints, and a call goes on without them.
import { z } from 'zod';

const nodeRefSchema = z.union([z.string(), z.looseObject({ id: z.string().optional(), label: z.string().optional() })]);

export const idOf = (ref: unknown) => {
  const parsed = nodeRefSchema.safeParse(ref);
  if (!parsed.success) return undefined;
  return typeof parsed.data === 'string' ? parsed.data : parsed.data.id;
};

export const labelOf = (ref: unknown) => {
  const parsed = nodeRefSchema.safeParse(ref);
  if (!parsed.success) return undefined;
  return typeof parsed.data === 'string' ? parsed.data : (parsed.data.label ?? parsed.data.id);
};
