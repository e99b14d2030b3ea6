import type { DeviceResponse } from '@shangwe/contract';
import type { Queryable } from '../db/database';

interface DeviceRow {
  id: number;
  profile_id: number;
  client_id: number;
  device_id: string;
  status: number;
  created_at: Date | string;
}

const present = (row: DeviceRow): DeviceResponse => ({
  user_device_id: Number(row.id),
  client_id: Number(row.client_id),
  device_id: row.device_id,
  profile_id: Number(row.profile_id),
  status: Number(row.status),
});

export interface DeviceInput {
  clientId: number;
  deviceId: string;
  status: number;
}

/**
 * Registers a bettor's browser; the same browser (device_id) registering again keeps its
 * user_device_id, so acks already recorded for it still count.
 */
export async function registerDevice(
  db: Queryable,
  profileId: number,
  input: DeviceInput,
  now: Date,
): Promise<DeviceResponse> {
  const { rows } = await db.query<DeviceRow>(
    `INSERT INTO user_devices (profile_id, client_id, device_id, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (profile_id, device_id)
       DO UPDATE SET client_id = EXCLUDED.client_id, status = EXCLUDED.status, updated_at = $5
     RETURNING id, profile_id, client_id, device_id, status, created_at`,
    [profileId, input.clientId, input.deviceId, input.status, now],
  );
  return present(rows[0]!);
}

/** Updates one of the bettor's devices (null: not theirs or unknown). */
export async function updateDevice(
  db: Queryable,
  profileId: number,
  userDeviceId: number,
  input: DeviceInput,
  now: Date,
): Promise<DeviceResponse | null> {
  const { rows } = await db.query<DeviceRow>(
    `UPDATE user_devices SET client_id = $3, status = $4, updated_at = $5
      WHERE id = $2 AND profile_id = $1
      RETURNING id, profile_id, client_id, device_id, status, created_at`,
    [profileId, userDeviceId, input.clientId, input.status, now],
  );
  return rows[0] ? present(rows[0]) : null;
}

/** A device on connect: its status updated, its user agent and connection time noted. */
export async function connectDevice(
  db: Queryable,
  profileId: number,
  userDeviceId: number,
  input: DeviceInput & { userAgent: string },
  now: Date,
): Promise<DeviceResponse | null> {
  const { rows } = await db.query<DeviceRow>(
    `UPDATE user_devices
        SET client_id = $3, status = $4, user_agent = $5, last_connected_at = $6, updated_at = $6
      WHERE id = $2 AND profile_id = $1
      RETURNING id, profile_id, client_id, device_id, status, created_at`,
    [profileId, userDeviceId, input.clientId, input.status, input.userAgent, now],
  );
  return rows[0] ? present(rows[0]) : null;
}
