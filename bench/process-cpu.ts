import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A process's CPU time so far (ms) in its own code (user) and in the kernel on its behalf. */
export interface UserKernelMs {
  user: number;
  kernel: number;
}

/** User and kernel CPU time (ms) a process has used so far, from /proc; 0 if it is gone. */
export function pidCpuSplitMs(pid: number): UserKernelMs {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces, start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) * TICK_MS, kernel: Number(fields[12]) * TICK_MS };
  } catch {
    return { user: 0, kernel: 0 };
  }
}

/** CPU time (user + system, ms) a process has used so far, from /proc; 0 if it is gone. */
export function pidCpuMs(pid: number): number {
  const { user, kernel } = pidCpuSplitMs(pid);
  return user + kernel;
}

/** The process and its descendants alive now (a cluster's primary and its server processes). */
export function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try {
      const children = readFileSync(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8');
      out.push(...children.split(' ').filter(Boolean).map(Number));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** User and kernel CPU time (ms) of a process and its descendants (see processTree). */
export function treeCpuSplitMs(pid: number): UserKernelMs {
  return processTree(pid).reduce(
    (sum, p) => {
      const { user, kernel } = pidCpuSplitMs(p);
      return { user: sum.user + user, kernel: sum.kernel + kernel };
    },
    { user: 0, kernel: 0 },
  );
}

/**
 * A server's CPU (ms) so far, its processes summed (see processTree), and the part of it
 * spent in the kernel: a realtime push is mostly socket writes, which the kernel does.
 */
export function serverCpuMs(pid: number): { server: number; serverKernel: number } {
  const { user, kernel } = treeCpuSplitMs(pid);
  return { server: user + kernel, serverKernel: kernel };
}

/** Per database: each serving process's CPU when last read, and what ended ones had used. */
const lastRead = new Map<string, Map<number, number>>();
const ended = new Map<string, number>();

/**
 * CPU time (ms) used so far by the PostgreSQL processes that work for `database`: its backends
 * (their title names it) and the shared ones (WAL writer, checkpointer, background writer,
 * autovacuum launcher, postmaster). Backends of other databases (another project's tests on
 * the same server) are left out. A backend that ended since the last call still counts with
 * what it had used then (a pool closing idle connections made the difference of two readings
 * negative); only its CPU after that reading is missed.
 */
export function postgresCpuMs(database: string): number {
  const now = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const shared =
        !title.startsWith('postgres: ') ||
        /^postgres: (\S+: )?(walwriter|checkpointer|background writer|autovacuum launcher|logical replication launcher)/.test(
          title,
        );
      if (shared || title.includes(` ${database} `))
        now.set(Number(entry), pidCpuMs(Number(entry)));
    } catch {
      // the process ended while we looked
    }
  }
  let gone = ended.get(database) ?? 0;
  for (const [pid, ms] of lastRead.get(database) ?? new Map<number, number>()) {
    // Ended, or ended and its number taken by a newer process (which started from zero).
    const current = now.get(pid);
    if (current === undefined || current < ms) gone += ms;
  }
  ended.set(database, gone);
  lastRead.set(database, now);
  let total = gone;
  for (const ms of now.values()) total += ms;
  return total;
}

export interface CpuSplit {
  server: number;
  postgres: number;
  client: number;
}

/**
 * CPU used by the server, PostgreSQL (for `database`) and this (client) process while `work`
 * runs, in ms.
 * Unlike throughput, these totals barely move with what else the machine is doing, so two
 * builds can be compared on a busy machine. Backends that exit during the run are missed.
 */
export async function measureCpu<T>(serverPid: number, database: string, work: () => Promise<T>) {
  const before = {
    server: pidCpuMs(serverPid),
    postgres: postgresCpuMs(database),
    client: process.cpuUsage(),
  };
  const result = await work();
  const client = process.cpuUsage(before.client);
  const cpu: CpuSplit = {
    server: pidCpuMs(serverPid) - before.server,
    postgres: postgresCpuMs(database) - before.postgres,
    client: (client.user + client.system) / 1000,
  };
  return { result, cpu };
}
