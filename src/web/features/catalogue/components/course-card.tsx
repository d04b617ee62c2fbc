import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CourseCard as CourseCardData } from '@shared/contract/contents';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardRating } from '../../../components/rating-stars';
import { Thumbnail } from '../../../components/thumbnail';
import { paths } from '../../../lib/paths';
import classes from './cards.module.css';
import { PriceTag } from './price-tag';

/** One course in a grid: thumbnail, level and membership badges, title, instructor, price. */
export function CourseCard({
  course,
  headingOrder = 3,
  eager = false,
}: {
  course: CourseCardData;
  headingOrder?: 2 | 3 | 4;
  /** Loads the thumbnail at once: the card is likely on the first screen. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={paths.courseDetail(course.contentsid)}
      withBorder
      padding={0}
      radius="md"
      className={classes.card}
      data-testid="course-card"
    >
      <Thumbnail src={course.thumbnailUrl} eager={eager} />
      <Stack p="md" gap={8} flex={1}>
        <Group gap={6}>
          <Badge variant="light" color="gray" c="dark">
            {t(`catalogue.level.${course.level}`)}
          </Badge>
          {course.membershipIncluded && (
            <Badge variant="filled" color="emerald.8">
              {t('catalogue.membershipBadge')}
            </Badge>
          )}
          {course.lang !== 'ko' && (
            <Badge variant="outline" color="gray.7">
              {t(`catalogue.lang.${course.lang}`)}
            </Badge>
          )}
        </Group>
        <Title order={headingOrder} fz="md" lh={1.4} lineClamp={2}>
          {course.title}
        </Title>
        <Text size="sm" c="gray.7">
          {course.instructor}
        </Text>
        <CardRating average={course.ratingAverage} count={course.ratingCount} />
        <Stack mt="auto" gap={0}>
          <PriceTag price={course.price} listPrice={course.listPrice} />
        </Stack>
      </Stack>
    </Card>
  );
}
