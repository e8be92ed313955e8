// A recompute's scoring loop runs on the service's event loop, and every request in flight waits while
// it runs: a posting against 52,800 candidates (the bench's large scale) kept it busy for 664 ms at a
// stretch. The loop asks due() between units of work, and once `sliceMs` of work has passed it awaits
// turn(), which lets the event loop run what waits, and pauses longer while requests are in flight
// (jobs/background-pace.ts).
import { backgroundTurn } from "@/server/jobs/background-pace.js";

export class EventLoopSlices {
  private sliceStarted = performance.now();
  private calls = 0;

  constructor(private readonly sliceMs = 10) {}

  // Cheap enough to ask per unit: it looks at the clock every 64th call only.
  due(): boolean {
    return ++this.calls % 64 === 0 && performance.now() - this.sliceStarted >= this.sliceMs;
  }

  async turn(): Promise<void> {
    await backgroundTurn(this.sliceStarted);
    this.sliceStarted = performance.now();
  }
}
