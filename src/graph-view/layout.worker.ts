// The layout worker: one force-directed layout job in (layout-job.ts), the nodes' positions out. The view makes one
// worker per job and terminates it when a newer layout or its destroy takes over (layout-worker.ts).
//
// The project's TypeScript knows the DOM's `self`, not a worker's; the calls used here (addEventListener, and
// postMessage with a transfer list) have the same shape in both.
import '../contract/zod-jitless.ts';
import { layoutJobSchema, runLayoutJob, type LayoutAnswer } from './layout-job.ts';

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  void answer(event.data).then((reply) =>
    self.postMessage(reply, { transfer: reply.ok ? [reply.positions.buffer] : [] }),
  );
});

async function answer(data: unknown): Promise<LayoutAnswer> {
  try {
    const positions = await runLayoutJob(layoutJobSchema.parse(data));
    return { ok: true, positions };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
