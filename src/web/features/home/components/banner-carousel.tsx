import { ActionIcon, AspectRatio, Box, Group, Skeleton, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { BannerItem } from '@shared/contract/banner';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './banner-carousel.module.css';

const ROTATE_MS = 6000;
// Banner artwork is 1200×400; the box keeps that ratio so nothing moves while the image loads.
const WIDTH = 1200;
const HEIGHT = 400;

function SlideLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <>{children}</>;
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The home banners as an accessible carousel (WAI-ARIA APG carousel pattern): a pause/play button
 * first, previous/next buttons, labelled slides, a polite live region while not rotating. It never
 * rotates by itself when the reader prefers reduced motion, and pauses under the pointer or focus.
 */
export function BannerCarousel({
  banners,
  loading,
}: {
  banners: BannerItem[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = banners?.length ?? 0;
  const rotating = playing && !reducedMotion && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  if (loading) {
    return (
      <div className={classes.carousel}>
        <AspectRatio ratio={WIDTH / HEIGHT} className={classes.frame}>
          <Skeleton radius={0} />
        </AspectRatio>
        <div className={classes.controlsSpace} />
      </div>
    );
  }
  if (!banners || count === 0) return null;
  const active = Math.min(index, count - 1);
  const go = (by: number) => setIndex((active + by + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.bannerLabel')}
      className={classes.carousel}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      data-testid="banner-carousel"
    >
      <div className={classes.frame} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, position) => (
          // A slide is a group in the APG carousel pattern; a fieldset would announce a form.
          // biome-ignore lint/a11y/useSemanticElements: see above.
          <div
            key={banner.bannerid}
            role="group"
            aria-roledescription={t('home.slide')}
            aria-label={t('home.slideOf', { n: position + 1, total: count })}
            hidden={position !== active}
            className={classes.slide}
          >
            <AspectRatio ratio={WIDTH / HEIGHT}>
              <SlideLink href={banner.linkUrl}>
                {/* The words are the page's, in the reader's language; the picture carries none. */}
                <img
                  src={banner.imageUrl}
                  alt=""
                  width={WIDTH}
                  height={HEIGHT}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className={classes.image}
                />
                <div className={classes.caption}>
                  <p className={classes.title}>{banner.title}</p>
                  {banner.subtitle && <p className={classes.subtitle}>{banner.subtitle}</p>}
                </div>
              </SlideLink>
            </AspectRatio>
          </div>
        ))}
      </div>
      {count > 1 && (
        <Group gap={6} className={classes.controls}>
          {!reducedMotion && (
            <ActionIcon
              variant="white"
              color="dark"
              radius="xl"
              size="lg"
              className={classes.control}
              onClick={() => setPlaying((value) => !value)}
              aria-label={playing ? t('home.pauseSlides') : t('home.playSlides')}
              data-testid="carousel-toggle"
            >
              {playing ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
            </ActionIcon>
          )}
          <ActionIcon
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            className={classes.control}
            onClick={() => go(-1)}
            aria-label={t('home.previousSlide')}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            className={classes.control}
            onClick={() => go(1)}
            aria-label={t('home.nextSlide')}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Group gap={4} ml={4}>
            {banners.map((banner, position) => (
              <UnstyledButton
                key={banner.bannerid}
                className={classes.dot}
                data-active={position === active || undefined}
                aria-label={t('home.goToSlide', { n: position + 1 })}
                aria-current={position === active ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </Group>
        </Group>
      )}
    </Box>
  );
}
