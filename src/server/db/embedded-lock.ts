import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/** A second process asked for an embedded database that a running process has open. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly holder: number,
  ) {
    super(
      `The embedded database in ${directory} is open in another process (pid ${holder}). ` +
        'Stop that process, or give this one its own DATA_DIR.',
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockFile: string): string | null {
  try {
    return readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Holds `<directory>.lock` for this open, and answers the function that lets it go. PGlite keeps no
 * lock of its own: a second process opening the same directory aborts inside the engine, or writes
 * beside the first. The lock file appears whole (written aside, then linked into place), names the
 * process and this open, and is removed only by the open that holds it.
 *
 * A lock whose process is gone is taken over. So is one naming this process's own pid: a container
 * started again gives its server the pid the last one had. What it guards against is a second server
 * started by mistake on one machine; two containers sharing a volume are not told apart.
 */
export function holdEmbeddedDatabase(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  const mine = `${process.pid}:${randomBytes(8).toString('hex')}`;
  const aside = `${lockFile}.${randomBytes(8).toString('hex')}`;
  writeFileSync(aside, mine);
  try {
    for (;;) {
      try {
        linkSync(aside, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const held = readLock(lockFile);
      if (held === null) continue;
      const holder = Number.parseInt(held, 10);
      if (holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new EmbeddedDatabaseInUseError(directory, holder);
      }
      renameSync(aside, lockFile);
      break;
    }
  } finally {
    rmSync(aside, { force: true });
  }
  return () => {
    if (readLock(lockFile) === mine) rmSync(lockFile, { force: true });
  };
}
