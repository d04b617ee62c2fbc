import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, E2E_APP_HEADERS, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { apiToken } from './support/purchase';
import { ADMIN_URL } from './support/servers';

test.use({ baseURL: ADMIN_URL, viewport: { width: 1440, height: 900 } });

/** A course with one lesson whose first video is uploaded through the API and transcoded. */
async function courseWithReadyVideo(request: APIRequestContext, baseURL: string, title: string) {
  const headers = {
    ...E2E_APP_HEADERS,
    authorization: `Bearer ${await apiToken(request, baseURL, DEMO_ADMIN)}`,
  };
  const categories = (await (await request.get(`${baseURL}/api/Admin/Categories`, { headers })).json())
    .datas as { categoryid: number; parentID: number }[];
  const created = await request.post(`${baseURL}/api/Admin/Contents/Save`, {
    headers,
    data: {
      conttype: 'course',
      categoryid: categories.find((item) => item.parentID === 0)!.categoryid,
      title: { ko: title },
      summary: { ko: '요약' },
      description: { ko: '<p>설명</p>' },
      instructorName: { ko: '김강사' },
      tags: [],
      price: 10_000,
      accessDays: 180,
    },
  });
  const id = (await created.json()).datas.contentsid as number;
  const chapter = await request.post(`${baseURL}/api/Admin/Contents/${id}/Chapters/Save`, {
    headers,
    data: { title: { ko: '기초' } },
  });
  const lesson = await request.post(`${baseURL}/api/Admin/Contents/${id}/Lessons/Save`, {
    headers,
    data: { chapterid: (await chapter.json()).datas.chapters[0].chapterid, title: { ko: '첫 레슨' } },
  });
  const lessonid = (await lesson.json()).datas.chapters[0].lessons[0].lessonid as number;
  const dir = await mkdtemp(join(tmpdir(), 'medivenus-e2e-clip-'));
  const clip = join(dir, 'first.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '3', '-shortest', '-pix_fmt', 'yuv420p', clip],
  ]);
  const uploaded = await request.post(`${baseURL}/api/Admin/Contents/${id}/Lessons/${lessonid}/Video`, {
    headers,
    multipart: { file: { name: 'first.mp4', mimeType: 'video/mp4', buffer: await readFile(clip) } },
  });
  const videoid = (await uploaded.json()).datas.videoid as number;
  // The demo clips of a fresh server are transcoded first: this one may wait behind them.
  await expect
    .poll(
      async () =>
        (await (await request.get(`${baseURL}/api/Admin/Videos/${videoid}`, { headers })).json()).datas
          .status,
      { timeout: 240_000, intervals: [1_000] },
    )
    .toBe('ready');
  // An MP4 signature over garbage: the upload is accepted, ffmpeg refuses it.
  const corrupt = join(dir, 'broken.mp4');
  await writeFile(
    corrupt,
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(8192, 7)]),
  );
  return { id, corrupt };
}

test('a failed replacement video stays beside the working one, with its reason, until discarded', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const title = `E2E 교체 영상 ${randomBytes(3).toString('hex')}`;
  const { id, corrupt } = await courseWithReadyVideo(request, baseURL!, title);
  await logIn(page, DEMO_ADMIN, true);
  // Through the list, as an operator goes (and as the other console walks do).
  await page.goto('/admin/courses');
  await page.getByRole('textbox', { name: '검색' }).fill(title);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${id}$`));
  const lesson = page.getByTestId('lesson').filter({ hasText: '첫 레슨' });
  await expect(lesson).toContainText('현재 영상:', { timeout: 30_000 });
  await expect(lesson.getByText('준비 완료')).toBeVisible();
  await expect(lesson).toContainText('교체 영상:—');

  const chooser = page.waitForEvent('filechooser');
  await lesson.getByRole('button', { name: '영상 교체: 첫 레슨' }).click();
  await (await chooser).setFiles(corrupt);
  await expect(lesson.getByRole('alert')).toContainText('영상 변환에 실패했습니다.', { timeout: 120_000 });
  // The working video is still the lesson's.
  await expect(lesson.getByText('준비 완료')).toBeVisible();
  await expect(lesson).toContainText('first.mp4');
  await expect(lesson.getByRole('button', { name: '다시 시도: 첫 레슨' })).toBeVisible();

  await lesson.getByRole('button', { name: '교체 영상 삭제: 첫 레슨' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('교체 영상 “broken.mp4”을(를) 삭제할까요?');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(lesson).toContainText('교체 영상:—');
  await expect(lesson.getByRole('alert')).toHaveCount(0);
  await expect(lesson.getByText('준비 완료')).toBeVisible();
});
