// Layout view state of the workspace (spec 1 §3, §2 "Named layout views").
import { z } from 'zod';

/** Panel slots _a to _n. */
export const slotKeys = ['_a', '_b', '_c', '_d', '_e', '_f', '_g', '_h', '_i', '_j', '_k', '_l', '_m', '_n'] as const;
export const slotKeySchema = z.enum(slotKeys);
export type SlotKey = z.infer<typeof slotKeySchema>;

export const layoutViewNameSchema = z.enum([
  'exploreView',
  'gameView',
  'bootcampView',
  'SignalSchoolView',
  'authorView',
  'simplifiedView',
  'mobileView',
  'readingView',
  // The view switcher's "Canvas View" (route canvas).
  'canvasView',
]);
export type LayoutViewName = z.infer<typeof layoutViewNameSchema>;

export const layoutViewStateSchema = z.object({
  edit: z.boolean().default(false),
  resize: z.boolean().default(false),
  // Active panel per view, e.g. exploreView -> _b.
  activeKey: z.partialRecord(layoutViewNameSchema, slotKeySchema).default({}),
});
export type LayoutViewState = z.infer<typeof layoutViewStateSchema>;
