import { readFileSync, rmSync, writeFileSync } from 'node:fs';

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

/**
 * Holds `<directory>.lock` for this process, and answers the function that lets it go. PGlite keeps
 * no lock of its own: a second process opening the same directory aborts inside the engine, or
 * writes beside the first. A lock left by a process that is gone is taken over.
 */
export function holdEmbeddedDatabase(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new EmbeddedDatabaseInUseError(directory, holder);
    }
    rmSync(lockFile, { force: true });
  }
}
