// The CPU time a session has used (user + system, every process in it: the server's primary and its workers; the
// package manager runs a script in a process group of its own, but in the session it was started in),
// from /proc. On a shared machine a page's wall-clock time depends on what the neighbours run; the CPU time a page
// costs the server does not, so the bench reports both. Linux only: null elsewhere.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU the processes of session `sid` have used so far (live processes only); null without /proc. */
export function sessionCpuMs(sid) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name (field 2) may hold spaces: the fields after it are counted from its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[3]) !== sid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The ids of the live processes in session `sid`; empty without /proc. */
export function sessionPids(sid) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries.filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]) === sid;
    } catch {
      return false;
    }
  });
}

/**
 * Milliseconds the threads of processes `pids` have spent ready to run but waiting for a CPU (the second field of each
 * thread's /proc schedstat): on a machine others keep busy, the time a server lost to them, which its own CPU time
 * does not show. Null without /proc or schedstats.
 */
export function waitedForCpuMs(pids) {
  let nanoseconds = 0;
  let read = false;
  for (const pid of pids) {
    let tasks;
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[1]);
        read = true;
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  }
  return read ? nanoseconds / 1e6 : null;
}

/** The share of the last minute in which some runnable task waited for a CPU (Linux's pressure stall figure), or null. */
export function cpuPressure() {
  try {
    const line = readFileSync('/proc/pressure/cpu', 'utf8').split('\n')[0];
    return Number(/avg60=([\d.]+)/.exec(line)?.[1] ?? Number.NaN) / 100;
  } catch {
    return null;
  }
}
