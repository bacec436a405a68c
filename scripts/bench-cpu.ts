/**
 * Where a load run's CPU went on this machine (Linux `/proc`; elsewhere the
 * figures read 'n/a'): the machine's cores, this project's server instances,
 * its PostgreSQL, and the bench client itself. Read before and after a run,
 * they say what one request cost each side, and so how many cores a target
 * rate would need: the arithmetic behind decision 0012.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { availableParallelism } from 'node:os';

type Sample = {
  /** The machine's busy and total CPU time in ticks (`/proc/stat`). */
  machine: { busy: number; total: number };
  /** CPU seconds used so far by the project's server instances, its PostgreSQL, this process. */
  server: number;
  postgres: number;
  client: number;
  at: number;
};

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1);
  const ticks = (fields ?? []).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  // idle and iowait are the time the cores were free
  return { busy: total - (ticks[3] ?? 0) - (ticks[4] ?? 0), total };
}

/**
 * CPU seconds (user and system) of one process and of its children that have
 * ended, or 0 when it has gone. PostgreSQL's backends come and go with the pool's
 * connections; what an ended one used moves to its parent, the postmaster, so
 * the sum over the processes stays whole.
 */
function processSeconds(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name, which may hold spaces, in parentheses.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [user, system, childrenUser, childrenSystem] = after.slice(11, 15).map(Number);
    return (
      ((user ?? 0) + (system ?? 0) + (childrenUser ?? 0) + (childrenSystem ?? 0)) / ticksPerSecond
    );
  } catch {
    return 0;
  }
}

/**
 * The project's processes: a server instance is Node running server/main.ts
 * from this checkout; PostgreSQL's processes (the postmaster and its
 * backends) run in their data directory, which is inside this checkout.
 * Other checkouts' servers and the machine's own PostgreSQL are not counted.
 */
function projectProcesses() {
  const root = process.cwd();
  const server: string[] = [];
  const postgres: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      if (!cwd.startsWith(root)) continue;
      const command = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (command.startsWith('postgres')) postgres.push(pid);
      else if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/main.ts'))
        server.push(pid);
    } catch {
      // gone, or not ours to read
    }
  }
  return { server, postgres };
}

export function cpuSample(): Sample | null {
  try {
    const { server, postgres } = projectProcesses();
    const own = process.cpuUsage();
    return {
      machine: machineTicks(),
      server: server.reduce((sum, pid) => sum + processSeconds(pid), 0),
      postgres: postgres.reduce((sum, pid) => sum + processSeconds(pid), 0),
      client: (own.user + own.system) / 1e6,
      at: performance.now(),
    };
  } catch {
    return null;
  }
}

/** CPU seconds each side used between two samples, or null where they could not be read. */
function cpuUsed(before: Sample | null, after: Sample | null) {
  if (!before || !after) return null;
  return {
    server: Math.max(0, after.server - before.server),
    postgres: Math.max(0, after.postgres - before.postgres),
    client: Math.max(0, after.client - before.client),
  };
}

export type Side = 'server' | 'postgres' | 'client';
export type Costs = Record<Side, number>;

/**
 * What a run of `requests` between `before` and `after` cost each side: its
 * share of a core, and CPU milliseconds a request; with the machine's busy
 * share. Backends PostgreSQL started during the run count from zero, so its
 * figure is a floor.
 */
export function cpuCosts(before: Sample | null, after: Sample | null, requests: number) {
  const used = cpuUsed(before, after);
  if (!before || !after || !used || requests === 0) return null;
  const seconds = (after.at - before.at) / 1000;
  const machine = after.machine.total - before.machine.total;
  const share = (side: Side) => used[side] / seconds;
  const perRequest: Costs = {
    server: (used.server / requests) * 1000,
    postgres: (used.postgres / requests) * 1000,
    client: (used.client / requests) * 1000,
  };
  return {
    share: { server: share('server'), postgres: share('postgres'), client: share('client') },
    perRequest,
    busy: machine > 0 ? (after.machine.busy - before.machine.busy) / machine : 0,
  };
}

const NAMES: Record<Side, string> = {
  server: 'server',
  postgres: 'PostgreSQL',
  client: 'bench client',
};

/** `cpuCosts` in words, with the cores `targetRate` would need at these costs, beside the machine's. */
export function describeCpu(costs: ReturnType<typeof cpuCosts>, targetRate: number): string {
  if (!costs) return 'CPU: n/a';
  const sides = Object.keys(NAMES) as Side[];
  const each = sides
    .map(
      (side) =>
        `${NAMES[side]} ${costs.share[side].toFixed(2)} of a core, ${costs.perRequest[side].toFixed(2)} ms a request`,
    )
    .join('; ');
  const whole = sides.reduce((sum, side) => sum + costs.perRequest[side], 0);
  return `${each}; the machine's ${availableParallelism()} cores ${Math.round(costs.busy * 100)} % busy; at these costs ${targetRate.toLocaleString('en-US')} req/s needs ${((whole * targetRate) / 1000).toFixed(1)} cores`;
}
