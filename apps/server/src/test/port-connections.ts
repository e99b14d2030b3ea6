import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const hexPort = (port: number) => `:${port.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The inodes of the established TCP connections on local `port` (Linux: /proc/net/tcp), or of
 * those whose peer is one of `peers` when given.
 */
function establishedOn(port: number, peers?: readonly number[]): Set<string> {
  const local = hexPort(port);
  const remotes = peers?.map(hexPort);
  const inodes = new Set<string>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    // local address, remote address, state (01: established) ... inode.
    const row = line.trim().split(/\s+/);
    if (!row[1]?.endsWith(local) || row[3] !== '01' || !row[9]) continue;
    if (remotes && !remotes.some((remote) => row[2]?.endsWith(remote))) continue;
    inodes.add(row[9]);
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
 * How many established connections on `port` each of `pids` holds (only those from the client
 * ports `peers`, when given): how a cluster shared its connections between its processes.
 */
export function connectionsHeld(
  pids: readonly number[],
  port: number,
  peers?: readonly number[],
): number[] {
  const inodes = establishedOn(port, peers);
  return pids.map((pid) => socketsHeld(pid, inodes));
}
