import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system, ms) a process has used so far, from /proc; 0 if it is gone. */
export function pidCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces, start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
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

/** CPU time (ms) of a process and its descendants (see processTree). */
export function treeCpuMs(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + pidCpuMs(p), 0);
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
