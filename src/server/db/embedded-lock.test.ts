import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { EmbeddedDatabaseInUseError, holdEmbeddedDatabase } from './embedded-lock';

describe('one process per embedded database', () => {
  let other: ChildProcess | undefined;
  afterEach(() => {
    other?.kill();
    other = undefined;
  });

  function directory(): string {
    return join(mkdtempSync(join(tmpdir(), 'medivenus-lock-')), 'pglite');
  }

  /** Another live process, standing in for a server that has the database open. */
  function liveProcess(): number {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    return other.pid!;
  }

  it('refuses a database another running process holds, naming that process, before opening it', async () => {
    const dir = directory();
    const pid = liveProcess();
    writeFileSync(`${dir}.lock`, String(pid));
    expect(() => holdEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseInUseError);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(`is open in another process (pid ${pid})`);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(pid));
  });

  it('takes over a lock whose process has gone, and gives it back when let go', async () => {
    const dir = directory();
    const pid = liveProcess();
    const exited = new Promise((resolve) => other!.once('exit', resolve));
    other!.kill();
    await exited;
    writeFileSync(`${dir}.lock`, String(pid));
    const release = holdEmbeddedDatabase(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid}:`));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('leaves a lock that a later open took over to that open', () => {
    const dir = directory();
    const releaseFirst = holdEmbeddedDatabase(dir);
    // This process's own pid in the lock: a container started again, as far as the lock can tell.
    const releaseSecond = holdEmbeddedDatabase(dir);
    const second = readFileSync(`${dir}.lock`, 'utf8');
    releaseFirst();
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(second);
    releaseSecond();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
