// Periodic maintenance in the API process (orphaned uploads, old view rows, ended rate-limit
// windows). A run goes through `exclusive` (app.ts: a PostgreSQL advisory lock), so with several
// instances one runs it and the others skip that round. The tasks stay safe to run twice anyway:
// they work through conditional DELETEs in the database.
import type { FastifyInstance } from 'fastify';

/** Runs a round of tasks unless another instance is running one; answers whether it ran. */
export type ExclusiveRunner = (job: string, run: () => Promise<unknown>) => Promise<boolean>;

export interface HousekeepingTask {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * The longest interval a timer holds: Node runs a longer one after 1 ms (with a warning), which
 * turned HOUSEKEEPING_INTERVAL_MINUTES=100000 into housekeeping without pause.
 */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Runs the tasks once the app is ready and then every `intervalMs`; a run never overlaps the previous one. */
export function scheduleHousekeeping(
  app: FastifyInstance,
  tasks: readonly HousekeepingTask[],
  intervalMs: number,
  exclusive: ExclusiveRunner = async (_job, run) => {
    await run();
    return true;
  },
): void {
  let running: Promise<void> | null = null;
  let closed = false;
  const runAll = () => {
    if (running || closed) return;
    const runTasks = async () => {
      for (const task of tasks) {
        try {
          const result = await task.run();
          app.log.debug({ task: task.name, result }, 'housekeeping task done');
        } catch (error) {
          app.log.warn({ err: error, task: task.name }, 'housekeeping task failed');
        }
      }
    };
    running = exclusive('housekeeping', runTasks)
      .then((ran) => {
        if (!ran) app.log.debug('housekeeping skipped: another instance is running it');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping could not run'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(runAll, Math.min(intervalMs, LONGEST_TIMER_MS));
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
