/**
 * Work done after an answer has gone out, so that how long it takes cannot
 * be read from the answer. The bridge waits for what is still running before
 * the app closes its database.
 */
export interface BackgroundTasks {
  run(task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has settled. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(onError: (error: unknown) => void): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(task) {
      // setImmediate: after the answer in hand has been written to its socket.
      const settled: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .then(() => undefined, onError)
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
