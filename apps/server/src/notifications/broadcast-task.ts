import { z } from 'zod';
import type { AppContext } from '../platform/context';
import { broadcaster } from './broadcaster';

const argsSchema = z.object({
  country: z
    .enum(['KE', 'GH', 'NG', 'all'], { error: '--country must be KE, GH, NG or all' })
    .default('all'),
  title: z.string({ error: '--title is required' }).trim().min(1, '--title is required').max(80),
  message: z
    .string({ error: '--message is required' })
    .trim()
    .min(1, '--message is required')
    .max(500, '--message must be at most 500 characters'),
  level: z.enum(['info', 'success', 'warning', 'error']).default('info'),
  /** Makes a re-run of the same announcement a no-op (e.g. from a scheduler). */
  key: z.string().max(100).optional(),
});

/** `--name=value` arguments of the command line. */
function argsOf(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const arg of argv) {
    const match = /^--([a-z]+)=(.*)$/s.exec(arg);
    if (match && match[1] !== 'task' && match[1] !== 'role') out[match[1]!] = match[2]!;
  }
  return out;
}

/**
 * `npm run notifications:broadcast -- --country=KE --title="..." --message="..."`: an operator's
 * message to every bettor of a country (or `--country=all`). Stored like any notification
 * (bettors who registered before it see it in /notifications) and delivered at once to open
 * sockets of every API process through the bus (Redis when REDIS_URL is set).
 */
export async function broadcastTask(
  ctx: AppContext,
  argv: readonly string[] = process.argv,
): Promise<number> {
  const parsed = argsSchema.safeParse(argsOf(argv));
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    return 2;
  }
  const { key } = parsed.data;
  const notice = await broadcaster(ctx, parsed.data);
  console.log(
    notice
      ? `Broadcast ${notice.item.notification_id} sent to ${notice.room}`
      : `Broadcast with key ${key} was sent before; nothing sent`,
  );
  return 0;
}
