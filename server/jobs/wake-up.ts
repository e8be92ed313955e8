// A sleep that ends early: the worker's loops wait for the next poll this way, and wake() (new work
// queued by this process, or stop()) cuts every wait short at once.
export class WakeUp {
  private waiters = new Set<() => void>();

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }

  wake(): void {
    for (const done of [...this.waiters]) done();
  }
}
