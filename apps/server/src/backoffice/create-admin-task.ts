import { boCreateStaffBodySchema } from '@shangwe/contract/backoffice';
import type { AppContext } from '../platform/context';
import { createStaff } from './staff-service';

/** `--email=... --name=...` arguments of the command line. */
function argsOf(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const arg of argv) {
    const match = /^--(email|name)=(.*)$/s.exec(arg);
    if (match) out[match[1]!] = match[2]!;
  }
  return out;
}

/**
 * `npm run backoffice:create-admin -- --email=ops@example.com --name="Amina Otieno"`: creates an
 * admin staff account and prints, once, its initial password and the TOTP secret / otpauth URI
 * to enrol in an authenticator app. Nothing else ever shows them again. Audited as
 * 'staff.create' by 'task:create-admin'. Refuses an email already in use (exit code 1).
 */
export async function createAdminTask(
  ctx: AppContext,
  argv: readonly string[] = process.argv,
  print: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  const args = argsOf(argv);
  const parsed = boCreateStaffBodySchema.safeParse({
    email: args.email ?? '',
    name: args.name ?? args.email ?? '',
    role: 'admin',
  });
  if (!parsed.success) {
    console.error(
      ['Usage: --task=create-admin --email=<email> [--name=<name>]']
        .concat(parsed.error.issues.map((i) => i.message))
        .join('\n'),
    );
    return 2;
  }
  try {
    const created = await createStaff(
      ctx,
      { id: null, email: 'task:create-admin' },
      { ...parsed.data, reason: 'first admin (operator task)' },
    );
    print(`Admin ${created.staff.email} created (staff id ${created.staff.id}).`);
    print(`Initial password: ${created.initial_password}`);
    print(`TOTP secret: ${created.totp_secret}`);
    print(`otpauth URI: ${created.otpauth_uri}`);
    print(
      'These are shown once: enrol the URI in an authenticator app and keep the password safe.',
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
