import { Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import columns from './columns.module.css';
import classes from './detail-layout.module.css';
import nearScreen from './laid-out-near-screen.module.css';
import { NotFoundView } from './not-found-view';
import { ErrorState } from './query-states';

/**
 * What a detail page shows before its data: not found (bad id or 404) with the way back, the
 * server's error with a retry, or a skeleton of the two columns. Null once the data is there.
 */
export function detailFallback({
  validId,
  query,
  back,
}: {
  validId: boolean;
  query: UseQueryResult<unknown, Error>;
  back: { to: string; label: string };
}): ReactNode {
  if (!validId || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFoundView message={query.error?.message} backTo={back.to} backLabel={back.label} />;
  }
  if (query.error) {
    return (
      <Container size="xl" py="xl">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (query.isPending) {
    return (
      <Container size="xl" py="xl" aria-busy="true">
        <div className={`${columns.columns} ${columns.contentAndPanel}`}>
          <Stack>
            <Skeleton h={40} w="70%" />
            <Skeleton h={20} w="90%" />
            <Skeleton h={200} />
          </Stack>
          <Skeleton h={400} radius="md" />
        </div>
      </Container>
    );
  }
  return null;
}

/**
 * A course or training page: badges, title, summary and the facts table on the left with the
 * sections below; the buying panel sticks on the right on wide screens and follows the facts on
 * narrow ones.
 */
export function DetailLayout({
  badges,
  title,
  summary,
  facts,
  panel,
  children,
}: {
  badges: ReactNode;
  title: string;
  summary: string;
  facts: { label: string; value: ReactNode }[];
  panel: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="xl" py="xl">
      <div className={`${columns.columns} ${columns.contentAndPanel}`}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Group gap={6}>{badges}</Group>
            <Title order={1} fz={{ base: 26, md: 34 }}>
              {title}
            </Title>
            <Text size="lg" c="gray.8">
              {summary}
            </Text>
          </Stack>
          <table className={classes.facts}>
            <tbody>
              {facts.map((fact) => (
                <tr key={fact.label}>
                  <th scope="row">{fact.label}</th>
                  <td>{fact.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Box hiddenFrom="md">{panel}</Box>
          {children}
        </Stack>
        <Box visibleFrom="md">
          <Box pos="sticky" top={16}>
            {panel}
          </Box>
        </Box>
      </div>
    </Container>
  );
}

/** A section's usual height (px) before it is laid out: a description's, on a desktop and on a phone. */
const USUAL_SECTION_HEIGHT = { desktop: 200, phone: 240 };

/**
 * A titled section of a detail page; `aside` sits at the title's right (e.g. counts). It comes below
 * the page's facts: on a phone it starts below the first screen, so it is
 * laid out when the reader comes near it, and the fonts for its text load then (decision 063).
 */
export function DetailSection({
  id,
  title,
  aside,
  estimatedHeight = USUAL_SECTION_HEIGHT,
  children,
  'data-testid': testId,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  estimatedHeight?: { desktop: number; phone: number };
  children: ReactNode;
  'data-testid'?: string;
}) {
  const heading = (
    <Title order={2} id={id} fz="xl">
      {title}
    </Title>
  );
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      className={nearScreen.laidOutNearScreen}
      __vars={{
        '--estimated-height': `${estimatedHeight.desktop}px`,
        '--estimated-height-phone': `${estimatedHeight.phone}px`,
      }}
    >
      {aside ? (
        <Group justify="space-between" align="baseline">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}

/** The instructor's name and biography (operator rich text). */
export function InstructorSection({
  id,
  title,
  name,
  bio,
}: {
  id: string;
  title: string;
  name: string;
  bio: string | null;
}) {
  return (
    <DetailSection id={id} title={title}>
      <Text fw={700}>{name}</Text>
      {/* Plain text, as the console's field takes it: line breaks kept, markup shown as typed. */}
      {bio && <Text style={{ whiteSpace: 'pre-line' }}>{bio}</Text>}
    </DetailSection>
  );
}
