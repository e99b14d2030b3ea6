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
 * Stores a browser's subscription under its user_id (derived from the endpoint). An endpoint
 * belongs to whoever registered it first: its owner subscribing again (renewed keys) updates
 * the row, and an anonymous one is taken by the first account that registers it; an endpoint
 * of one account is never moved to another account or back to anonymous (anybody who learnt
 * the endpoint could otherwise stop the owner's pushes). It is freed when its owner deletes it
 * or the push service reports it gone. `taken` (nothing written) when another owns it.
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
): Promise<{ created: boolean } | { taken: true }> {
  const { rows } = await db.query<{ created: boolean }>(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, profile_id, mobile,
                                     created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (user_id) DO UPDATE
       SET endpoint = EXCLUDED.endpoint, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
           profile_id = EXCLUDED.profile_id, mobile = EXCLUDED.mobile, updated_at = $7
       WHERE push_subscriptions.profile_id IS NULL
          OR push_subscriptions.profile_id = EXCLUDED.profile_id
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
  const row = rows[0];
  return row ? { created: Boolean(row.created) } : { taken: true };
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
