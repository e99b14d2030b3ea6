import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { spawnBuiltServer } from './server';

/** A staff member's credentials: the password and TOTP secret, as handed over once. */
export interface StaffCredentials {
  email: string;
  password: string;
  secret: string;
}

/**
 * The operator task `--task=create-admin` on a journey server's build and storage (before it
 * starts: PGlite allows no second process): fills `admin` with the password and TOTP secret
 * the task prints once. Use it as a journey server's `prepare`.
 */
export async function createAdminWithTask(
  app: string,
  storage: Record<string, string>,
  admin: StaffCredentials & { name: string },
): Promise<void> {
  const child = spawnBuiltServer(app, { LOG_LEVEL: 'error', ...storage }, 'create-admin', [
    `--email=${admin.email}`,
    `--name=${admin.name}`,
  ]);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, output).toBe(0);
  admin.password = /Initial password: (\S+)/.exec(output)![1]!;
  admin.secret = /TOTP secret: (\S+)/.exec(output)![1]!;
}

/** A full back-office session token over the API (password and TOTP code in one call). */
export async function staffApiToken(
  request: APIRequestContext,
  staff: StaffCredentials,
): Promise<string> {
  const res = await request.post('/api/bo/login', {
    data: {
      email: staff.email,
      password: staff.password,
      totp: generateSync({ secret: staff.secret }),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A staff account of `role` made by an admin (POST /api/bo/staff, audited): its initial
 * password and the TOTP secret of the otpauth URI it answers once.
 */
export async function createStaffMember(
  request: APIRequestContext,
  adminToken: string,
  input: { email: string; name: string; role: string },
): Promise<StaffCredentials> {
  const res = await request.post('/api/bo/staff', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: input,
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { initial_password: string; otpauth_uri: string };
  const secret = new URL(body.otpauth_uri).searchParams.get('secret')!;
  return { email: input.email, password: body.initial_password, secret };
}

/** Logs a staff member in on the back office's login page (password, then the TOTP step). */
export async function logInToBackOffice(page: Page, base: string, staff: StaffCredentials) {
  await page.goto(`${base}/backoffice/`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByLabel('Code from your authenticator app')
    .fill(generateSync({ secret: staff.secret }));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}
