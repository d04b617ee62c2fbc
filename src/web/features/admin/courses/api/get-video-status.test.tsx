// @vitest-environment jsdom
import type { AdminVideo } from '@shared/contract/admin-catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { useLatestVideo, videoStatusQuery } from './get-video-status';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

const video = (status: AdminVideo['status'], error: string | null = null): AdminVideo => ({
  videoid: 7,
  status,
  progress: 0,
  durationSec: null,
  originalName: 'broken.mp4',
  error,
});

/** What a lesson row shows, given the course's answer and what the poll last kept. */
async function shown(fromCourse: AdminVideo, lastPolled: AdminVideo): Promise<AdminVideo | null> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const client = new QueryClient();
  client.setQueryData(videoStatusQuery(7).queryKey, lastPolled);
  const result: { video?: AdminVideo | null } = {};
  function Row() {
    result.video = useLatestVideo(fromCourse);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <Row />
      </QueryClientProvider>,
    ),
  );
  unmount = () => act(() => root.unmount());
  return result.video ?? null;
}

it('shows a replacement that failed before the course was read again as failed, not as transcoding', async () => {
  // The upload answered "transcoding 0%"; ffmpeg refused the file before the course's next answer.
  const failed = video('failed', 'moov atom not found');
  expect(await shown(failed, video('transcoding'))).toEqual(failed);
});

it('follows the poll while the course still shows the video transcoding', async () => {
  const polled = { ...video('transcoding'), progress: 40 };
  expect(await shown(video('uploaded'), polled)).toEqual(polled);
});
