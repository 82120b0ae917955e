// A clock and a scheduler a test moves by hand, in the shape the cores take them (now, schedule).

export function fakeTime() {
  let time = 0;
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const deps = {
    now: () => time,
    schedule: (ms: number, run: () => void) => {
      const timer = { at: time + ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
  const advance = (ms: number) => {
    time += ms;
    for (const timer of timers.splice(0)) {
      if (timer.cancelled) continue;
      if (timer.at <= time) timer.run();
      else timers.push(timer);
    }
  };
  return { deps, advance };
}
