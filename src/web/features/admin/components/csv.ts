import { saveBlob } from '../../../lib/download';

export { toCsv } from '@shared/csv';

export function downloadCsv(filename: string, csv: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}
