import webpush from 'web-push';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/context';

/** The server's VAPID identity (RFC 8292): the key pair pushes are signed with, and a contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where a push service may reach the operator (VAPID `sub`): https: or mailto: only. */
const DEFAULT_SUBJECT = 'mailto:care@shangwe.co.ke';

const loaded = new WeakMap<object, Promise<VapidKeys>>();

function subjectFrom(env: NodeJS.ProcessEnv, publicUrl: string): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  return publicUrl.startsWith('https://') ? publicUrl : DEFAULT_SUBJECT;
}

/**
 * The stored key pair, made on the first call ever (two processes starting together both try;
 * the first insert wins and both read it back).
 */
async function storedKeys(db: Queryable): Promise<{ publicKey: string; privateKey: string }> {
  const read = async () =>
    (
      await db.query<{ public_key: string; private_key: string }>(
        'SELECT public_key, private_key FROM push_vapid_keys WHERE id',
      )
    ).rows[0];
  let row = await read();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await db.query(
      `INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (true, $1, $2)
       ON CONFLICT (id) DO NOTHING`,
      [made.publicKey, made.privateKey],
    );
    row = await read();
  }
  if (!row) throw new Error('VAPID keys could not be stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY (base64url, as `web-push
 * generate-vapid-keys` prints them) when both are set, otherwise the pair stored with the data,
 * generated on first use. Changing keys orphans every existing browser subscription.
 */
export function vapidKeysFor(
  ctx: Pick<AppContext, 'db' | 'env'>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<VapidKeys> {
  let keys = loaded.get(ctx.db);
  if (!keys) {
    const subject = subjectFrom(env, ctx.env.publicUrl);
    keys =
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? Promise.resolve({
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject,
          })
        : storedKeys(ctx.db).then((stored) => ({ ...stored, subject }));
    keys.catch(() => loaded.delete(ctx.db));
    loaded.set(ctx.db, keys);
  }
  return keys;
}
