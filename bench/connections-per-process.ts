import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { processTree } from './process-cpu';

/** The inodes of the established TCP connections on local `port` (Linux: /proc/net/tcp). */
function establishedOn(port: number): Set<string> {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const row = line.trim().split(/\s+/);
    // local address, remote address, state (01: established) ... inode.
    if (row[1]?.endsWith(hexPort) && row[3] === '01' && row[9]) inodes.add(row[9]);
  }
  return inodes;
}

/** How many of `inodes` a process holds open (its descriptors that are those sockets). */
function socketsHeld(pid: number, inodes: Set<string>): number {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return 0;
  }
  let held = 0;
  for (const fd of fds) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode && inodes.has(inode)) held++;
    } catch {
      // closed meanwhile
    }
  }
  return held;
}

/**
 * The connections on `port` each server process holds now: the process itself, or for a
 * cluster (API_PROCESSES) each of its server processes, in the order they were started.
 */
export function connectionsPerProcess(serverPid: number, port: number): number[] {
  const inodes = establishedOn(port);
  const tree = processTree(serverPid);
  const servers = tree.length > 1 ? tree.slice(1) : tree;
  return servers.map((pid) => socketsHeld(pid, inodes));
}
