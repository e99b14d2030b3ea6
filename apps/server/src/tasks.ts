import type { AppContext } from './platform/context';
import { ledgerCheckTask } from './wallet/ledger-check-task';

type Task = (ctx: AppContext) => Promise<number>;

/** One-off operator tasks run with `--task=<name>`; each resolves to the process exit code. */
const tasks: Record<string, Task> = {
  'ledger-check': ledgerCheckTask,
};

export async function runTask(name: string, ctx: AppContext): Promise<number> {
  const run = tasks[name];
  if (!run) {
    console.error(`Unknown task '${name}'. Known: ${Object.keys(tasks).join(', ') || 'none'}`);
    return 2;
  }
  return run(ctx);
}
