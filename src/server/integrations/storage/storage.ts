import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface StoredObject {
  stream: ReadStream;
  size: number;
  mtime: Date;
}

/**
 * Where uploaded and generated files live; local disk by default, an object store later.
 *
 * Two areas: public files (`folder/filename`, served to anyone by GET /GetUrl) and private
 * objects (slash-separated keys such as `videos/ab12/v720p/seg000.ts`) that only a module's own
 * checked route hands out — video playlists, segments and encryption keys, original uploads.
 */
export interface FileStorage {
  write(folder: string, filename: string, data: Buffer | string): Promise<string>;
  /** Copies a local file (an upload already streamed to disk) to a public file; answers its /GetUrl path. */
  putFile(folder: string, filename: string, localFile: string): Promise<string>;
  open(folder: string, filename: string): Promise<StoredObject | null>;
  pathOf(folder: string, filename: string): string | null;
  /** Stores a finished local directory under a private prefix at once: readers never see a half of it. */
  putPrivateTree(prefix: string, localDir: string): Promise<void>;
  /** Copies a local file to a private key. */
  putPrivateFile(key: string, localFile: string): Promise<void>;
  openPrivate(key: string): Promise<StoredObject | null>;
  readPrivate(key: string): Promise<Buffer | null>;
  /** A local path ffmpeg can read (the local adapter's own file; another adapter would download it). */
  localPathOfPrivate(key: string): Promise<string | null>;
  removePrivate(prefix: string): Promise<void>;
  /** Free bytes where files are written, and whether a file can be written there now (health checks). */
  health(): Promise<{ writable: boolean; freeBytes: number | null }>;
}

/** The disk (or the operator's quota) is full: an upload answers 507 and keeps nothing half-written. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** Writes a file, or leaves nothing at `target` when the write fails (a full disk, a broken source). */
async function writeWhole(target: string, write: () => Promise<void>): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  try {
    await write();
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A folder or file name that cannot climb out of the storage root. */
export function isSafeSegment(segment: string): boolean {
  return SAFE_SEGMENT.test(segment) && !segment.includes('..');
}

/** Private objects sit below this folder; GetUrl's two-segment paths can only reach a directory there. */
const PRIVATE_ROOT = 'private';

export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const privateBase = join(base, PRIVATE_ROOT);
  const pathOf = (folder: string, filename: string) => {
    if (!isSafeSegment(folder) || !isSafeSegment(filename)) return null;
    const full = resolve(base, folder, filename);
    return full.startsWith(base + sep) ? full : null;
  };
  const privatePathOf = (key: string) => {
    const segments = key.split('/');
    if (segments.length === 0 || !segments.every(isSafeSegment)) return null;
    const full = resolve(privateBase, ...segments);
    return full.startsWith(privateBase + sep) ? full : null;
  };
  const requirePrivate = (key: string) => {
    const full = privatePathOf(key);
    if (!full) throw new Error(`unsafe private storage key ${key}`);
    return full;
  };
  const openFile = async (full: string | null): Promise<StoredObject | null> => {
    if (!full) return null;
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      return { stream: createReadStream(full), size: info.size, mtime: info.mtime };
    } catch {
      return null;
    }
  };
  return {
    pathOf,
    async write(folder, filename, data) {
      const full = pathOf(folder, filename);
      if (!full) throw new Error(`unsafe storage path ${folder}/${filename}`);
      await writeWhole(full, () => writeFile(full, data));
      return `/GetUrl/${folder}/${filename}`;
    },
    async putFile(folder, filename, localFile) {
      const full = pathOf(folder, filename);
      if (!full) throw new Error(`unsafe storage path ${folder}/${filename}`);
      await writeWhole(full, () => cp(localFile, full));
      return `/GetUrl/${folder}/${filename}`;
    },
    open: (folder, filename) => openFile(pathOf(folder, filename)),
    async putPrivateTree(prefix, localDir) {
      const target = requirePrivate(prefix);
      // Copied beside the target first, then renamed: a rename within one file system is atomic.
      const staging = `${target}.incoming-${randomBytes(4).toString('hex')}`;
      await mkdir(dirname(target), { recursive: true });
      try {
        await cp(localDir, staging, { recursive: true });
        await rm(target, { recursive: true, force: true });
        await rename(staging, target);
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },
    async putPrivateFile(key, localFile) {
      const target = requirePrivate(key);
      await writeWhole(target, () => cp(localFile, target));
    },
    openPrivate: (key) => openFile(privatePathOf(key)),
    async readPrivate(key) {
      const full = privatePathOf(key);
      if (!full) return null;
      try {
        return await readFile(full);
      } catch {
        return null;
      }
    },
    async localPathOfPrivate(key) {
      const full = privatePathOf(key);
      if (!full) return null;
      const info = await stat(full).catch(() => null);
      return info?.isFile() ? full : null;
    },
    async removePrivate(prefix) {
      await rm(requirePrivate(prefix), { recursive: true, force: true });
    },
    async health() {
      const probe = join(base, `.health-${randomBytes(4).toString('hex')}`);
      const writable = await writeWhole(probe, () => writeFile(probe, 'ok'))
        .then(() => rm(probe, { force: true }))
        .then(
          () => true,
          () => false,
        );
      const info = await statfs(base).catch(() => null);
      return { writable, freeBytes: info ? info.bavail * info.bsize : null };
    },
  };
}
