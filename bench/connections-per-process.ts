import { connectionsHeld } from '../apps/server/src/test/port-connections';
import { processTree } from './process-cpu';

/**
 * The connections on `port` each server process holds now: the process itself, or for a
 * cluster (API_PROCESSES) each of its server processes, in the order they were started.
 */
export function connectionsPerProcess(serverPid: number, port: number): number[] {
  const tree = processTree(serverPid);
  return connectionsHeld(tree.length > 1 ? tree.slice(1) : tree, port);
}
