import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The name an uploaded file had on the operator's computer. Storage names are random
 * (`/GetUrl/notices/7a43….txt`); a download is offered under this name instead.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    folder: text('folder').notNull(),
    filename: text('filename').notNull(),
    uploadedName: text('uploaded_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.folder, t.filename] })],
);
