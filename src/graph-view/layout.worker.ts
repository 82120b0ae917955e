// The layout worker: one force-directed layout job in (layout-job.ts), the nodes' positions out (a large graph's
// progress first). The view makes one worker per job and terminates it when a newer layout or its destroy takes
// over (layout-worker.ts).
//
// The project's TypeScript knows the DOM's `self`, not a worker's; the calls used here (addEventListener, and
// postMessage with a transfer list) have the same shape in both.
import '../contract/zod-jitless.ts';
import { layoutJobSchema, type LayoutAnswer } from './layout-job.ts';
import { layOutJob } from './worker-layout.ts';

const post = (reply: LayoutAnswer) => self.postMessage(reply, { transfer: reply.ok ? [reply.positions.buffer] : [] });

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  void answer(event.data).then(post);
});

async function answer(data: unknown): Promise<LayoutAnswer> {
  try {
    const job = layoutJobSchema.parse(data);
    const positions = await layOutJob(job, (progress, share) => post({ ok: true, share, positions: progress }));
    return { ok: true, share: 1, positions };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
