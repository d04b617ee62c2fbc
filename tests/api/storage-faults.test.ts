import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../src/server/db/schema/files';
import { createLocalStorage, type FileStorage } from '../../src/server/integrations/storage/storage';
import { createAdmin } from '../fixtures/factories';
import { useTestApp } from '../fixtures/test-app';
import { postFile } from '../fixtures/uploads';

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

/** The local storage on a disk that is full: every write fails as the kernel says it does. */
function fullDisk(root: string): FileStorage {
  const storage = createLocalStorage(root);
  return {
    ...storage,
    write: async () => Promise.reject(noSpace()),
    putFile: async () => Promise.reject(noSpace()),
    putPrivateFile: async () => Promise.reject(noSpace()),
    putPrivateTree: async () => Promise.reject(noSpace()),
    health: async () => ({ writable: false, freeBytes: 0 }),
  };
}

const storageRoot = mkdtempSync(join(tmpdir(), 'medivenus-full-disk-'));
const testApp = useTestApp({ seed: false, build: { storage: fullDisk(storageRoot) } });

describe('a full disk', () => {
  it('an upload answers 507 with a localised message and keeps nothing', async () => {
    const t = testApp();
    const admin = await createAdmin(t);
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a8' } })
      .png()
      .toBuffer();
    const response = await postFile(t, admin.token, '/api/Admin/Uploads/banner', 'spring.png', png, {
      locale: 'ko',
    });
    expect(response.status).toBe(507);
    expect(response.body).toMatchObject({
      success: false,
      code: 'STORAGE_FULL',
      respMessage:
        '파일을 저장할 공간이 부족합니다. 아무것도 저장되지 않았습니다. 사이트 운영자에게 알려 주세요.',
    });
    expect(await t.database.db.select().from(uploadedFiles)).toEqual([]);
    expect(readdirSync(storageRoot)).toEqual([]);
  });

  it('/healthz reports storage as not writable and stays in rotation while the database answers', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'degraded',
      database: true,
      storage: { writable: false, freeBytes: 0 },
    });
  });
});
