import { formatBytes } from '@shared/format-bytes';
import yauzl from 'yauzl';
import { tooLarge } from '../../domain/errors';

/**
 * What a ZIP container (ZIP, DOCX, XLSX, PPTX) served to the public may unpack to. A real Office
 * document of the 20 MB an attachment may weigh unpacks to well under this; a ZIP bomb to gigabytes
 * or millions of entries, which whoever opens it has to write out.
 */
export const ARCHIVE_LIMITS = { inflatedBytes: 512 * 1024 * 1024, entries: 10_000 };

const archiveTooLarge = () =>
  tooLarge('UPLOAD_ARCHIVE_TOO_LARGE', 'upload.archiveTooLarge', {
    params: { max: formatBytes(ARCHIVE_LIMITS.inflatedBytes), entries: ARCHIVE_LIMITS.entries },
  });

/** A container yauzl cannot read (a broken central directory) is refused as what it claims not to be. */
export class ArchiveUnreadable extends Error {}

/**
 * Refuses an archive that unpacks to more than ARCHIVE_LIMITS. The central directory's sizes are
 * summed first, which costs nothing; then every entry is inflated and counted, since those sizes are
 * the archive's own claim (yauzl fails an entry that inflates past its declared size).
 */
export async function assertArchiveWithinLimits(path: string): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (error, opened) =>
      error ? reject(new ArchiveUnreadable(error.message)) : resolve(opened),
    ),
  );
  try {
    if (zip.entryCount > ARCHIVE_LIMITS.entries) throw archiveTooLarge();
    let declared = 0;
    const entries: yauzl.Entry[] = [];
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        declared += entry.uncompressedSize;
        entries.push(entry);
        if (declared > ARCHIVE_LIMITS.inflatedBytes) reject(archiveTooLarge());
        else zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', (error: Error) => reject(new ArchiveUnreadable(error.message)));
      zip.readEntry();
    });
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      await drain(zip, entry);
    }
  } finally {
    zip.close();
  }
}

function drain(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(new ArchiveUnreadable(error.message));
      stream.on('error', (streamError) => reject(archiveFailure(streamError)));
      stream.on('end', () => resolve());
      stream.resume();
    });
  });
}

/** An entry that inflates past its declared size is a bomb in disguise; anything else a broken file. */
function archiveFailure(error: Error): Error {
  return /too many bytes/.test(error.message) ? archiveTooLarge() : new ArchiveUnreadable(error.message);
}
