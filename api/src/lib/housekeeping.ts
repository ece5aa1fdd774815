// Periodic maintenance in the API process (orphaned uploads, old view rows). Each task must be safe
// to run on several instances at once: they work through conditional DELETEs in the database.
import type { FastifyInstance } from 'fastify';

export interface HousekeepingTask {
  name: string;
  run: () => Promise<unknown>;
}

/** Runs the tasks once the app is ready and then every `intervalMs`; a run never overlaps the previous one. */
export function scheduleHousekeeping(app: FastifyInstance, tasks: readonly HousekeepingTask[], intervalMs: number): void {
  let running: Promise<void> | null = null;
  let closed = false;
  const runAll = () => {
    if (running || closed) return;
    running = (async () => {
      for (const task of tasks) {
        try {
          const result = await task.run();
          app.log.debug({ task: task.name, result }, 'housekeeping task done');
        } catch (error) {
          app.log.warn({ err: error, task: task.name }, 'housekeeping task failed');
        }
      }
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(runAll, intervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    runAll();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
