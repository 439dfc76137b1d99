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
