import { AspectRatio, Box, getRadius, type MantineRadius } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/**
 * A 16:9 picture with its size reserved (aspect ratio plus width/height attributes), so cards do
 * not shift while images load. The title next to it names the item, so the image is decorative.
 * `eager` loads it at once (on the first screen); `priority` also fetches it ahead of the page's other
 * images and scripts, for the picture that is the page's largest paint. The picture is a block: an
 * inline one sits on the text baseline and leaves a strip of the frame's grey under it.
 */
export function Thumbnail({
  src,
  eager = false,
  priority = false,
  radius,
}: {
  src: string | null;
  eager?: boolean;
  priority?: boolean;
  radius?: MantineRadius;
}) {
  return (
    <AspectRatio
      ratio={16 / 9}
      bg="gray.1"
      style={radius === undefined ? undefined : { borderRadius: getRadius(radius), overflow: 'hidden' }}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          style={{ display: 'block', objectFit: 'cover', width: '100%', height: '100%' }}
        />
      ) : (
        <Box display="flex" style={{ alignItems: 'center', justifyContent: 'center' }} c="gray.6">
          <IconPhoto size={40} aria-hidden />
        </Box>
      )}
    </AspectRatio>
  );
}
