import type { PushSubscriptionJson } from '@shangwe/contract';
import type { Queryable } from '../db/database';

export interface StoredSubscription {
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  profile_id: number | null;
}

/**
 * Stores a browser's subscription under its user_id. The same browser subscribing again (a new
 * login, renewed keys) replaces its row: the subscription follows whoever uses that browser now,
 * so one browser never pushes to two bettors.
 */
export async function saveSubscription(
  db: Queryable,
  input: {
    userId: string;
    subscription: PushSubscriptionJson;
    profileId: number | null;
    mobile: string | null;
  },
  now: Date,
): Promise<{ created: boolean }> {
  const { rows } = await db.query<{ created: boolean }>(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, profile_id, mobile,
                                     created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (user_id) DO UPDATE
       SET endpoint = EXCLUDED.endpoint, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
           profile_id = EXCLUDED.profile_id, mobile = EXCLUDED.mobile, updated_at = $7
     RETURNING (xmax = 0) AS created`,
    [
      input.userId,
      input.subscription.endpoint,
      input.subscription.keys.p256dh,
      input.subscription.keys.auth,
      input.profileId,
      input.mobile,
      now,
    ],
  );
  return { created: Boolean(rows[0]?.created) };
}

export async function findSubscription(
  db: Queryable,
  userId: string,
): Promise<StoredSubscription | null> {
  const { rows } = await db.query<StoredSubscription>(
    'SELECT user_id, endpoint, p256dh, auth, profile_id FROM push_subscriptions WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function deleteSubscription(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM push_subscriptions WHERE user_id = $1', [
    userId,
  ]);
  return rowCount > 0;
}
