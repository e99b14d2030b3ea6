import { createAdminTask } from './backoffice/create-admin-task';
import { PREPARE_TASK } from './db/pglite-first-start';
import { simulatedFeedFor } from './feed/feed-worker';
import { syncFixtures } from './feed/fixture-sync';
import { freeBetGrantTask } from './offers/grant-task';
import { paymentsReportTask } from './payments/rails/daily-report-task';
import { broadcastTask } from './notifications/broadcast-task';
import type { AppContext } from './platform/context';
import { ledgerCheckTask } from './wallet/ledger-check-task';

type Task = (ctx: AppContext) => Promise<number>;

/** One-off operator tasks run with `--task=<name>`; each resolves to the process exit code. */
const tasks: Record<string, Task> = {
  'ledger-check': ledgerCheckTask,
  'payments-report': paymentsReportTask,
  'notifications-broadcast': (ctx) => broadcastTask(ctx),
  'freebets-grant': freeBetGrantTask,
  'create-admin': (ctx) => createAdminTask(ctx),
  // Opening the context created the database and applied the migrations; the first week of
  // fixtures follows, so the server starts on a full catalog (see pglite-first-start.ts).
  [PREPARE_TASK]: async (ctx) => {
    await syncFixtures(ctx, simulatedFeedFor(ctx));
    return 0;
  },
};

export async function runTask(name: string, ctx: AppContext): Promise<number> {
  const run = tasks[name];
  if (!run) {
    console.error(`Unknown task '${name}'. Known: ${Object.keys(tasks).join(', ') || 'none'}`);
    return 2;
  }
  return run(ctx);
}
