import { Anchor, Breadcrumbs, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CategoryItem } from '@shared/contract/category';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import columns from '../../components/columns.module.css';
import { NotFoundView } from '../../components/not-found-view';
import { ErrorState } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { idParam } from '../../lib/use-url-filters';
import { useCategoryTree } from './api/get-categories';
import classes from './category-tree.module.css';
import { CourseListing } from './components/course-listing';

function CategoryLink({ to, label, active, level }: CategoryLinkProps) {
  return (
    <Link
      to={to}
      className={`mantine-focus-auto ${classes.link} ${classes[level]}`}
      aria-current={active ? 'page' : undefined}
    >
      <span className={classes.body}>
        <span className={classes.label}>{label}</span>
      </span>
    </Link>
  );
}

interface CategoryLinkProps {
  to: string;
  label: string;
  active: boolean;
  /** All categories, a top-level one, or a subcategory (indented). */
  level: 'all' | 'top' | 'child';
}

function CategoryTree({ tree, activeId }: { tree: CategoryItem[]; activeId: number | undefined }) {
  const { t } = useTranslation();
  const tops = tree.filter((item) => item.parentID === 0);
  return (
    <nav aria-label={t('catalogue.categoryTree')}>
      <CategoryLink
        to={paths.category()}
        label={t('header.allCategories')}
        active={activeId === undefined}
        level="all"
      />
      <ul className={classes.list}>
        {tops.map((top) => (
          <li key={top.categoryid}>
            <CategoryLink
              to={paths.category(top.categoryid)}
              label={top.ctgrname}
              active={activeId === top.categoryid}
              level="top"
            />
            <ul className={classes.list}>
              {tree
                .filter((child) => child.parentID === top.categoryid)
                .map((child) => (
                  <li key={child.categoryid}>
                    <CategoryLink
                      to={paths.category(child.categoryid)}
                      label={child.ctgrname}
                      active={activeId === child.categoryid}
                      level="child"
                    />
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /category (every course) and /category/:categoryid (a top-level category or a subcategory). */
export default function CategoryPage() {
  const { t } = useTranslation();
  const tree = useCategoryTree(currentLocale());
  const categoryid = idParam(useParams().categoryid);
  const current = tree.data?.find((item) => item.categoryid === categoryid);
  const parent = current && tree.data?.find((item) => item.categoryid === current.parentID);

  if (categoryid !== undefined && tree.data && !current) {
    return <NotFoundView backTo={paths.category()} backLabel={t('header.allCategories')} />;
  }

  const crumbs = [
    { to: paths.main(), label: t('routes.main') },
    { to: paths.category(), label: t('header.allCategories') },
    ...(parent ? [{ to: paths.category(parent.categoryid), label: parent.ctgrname }] : []),
    ...(current ? [{ to: paths.category(current.categoryid), label: current.ctgrname }] : []),
  ];

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <nav aria-label={t('catalogue.breadcrumbs')}>
          <Breadcrumbs separator="›" separatorMargin={6}>
            {crumbs.map((crumb, index) =>
              index === crumbs.length - 1 ? (
                <Text key={crumb.to} size="sm" aria-current="page">
                  {crumb.label}
                </Text>
              ) : (
                <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm" c="gray.8">
                  {crumb.label}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
        </nav>
        <Title order={1}>
          {current?.ctgrname ?? (tree.isPending && categoryid ? '\u00a0' : t('header.allCategories'))}
        </Title>
        {tree.error && <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />}
        <div className={`${columns.columns} ${columns.menuAndContent}`}>
          <div>
            {tree.data ? (
              <CategoryTree tree={tree.data} activeId={categoryid} />
            ) : (
              <Skeleton h={240} radius="md" />
            )}
          </div>
          <div>
            {/* A new category starts from a fresh listing (its own filters and page 1). */}
            <CourseListing
              key={categoryid ?? 'all'}
              facets={undefined}
              fixedCategoryId={categoryid}
              withCategoryFilters={false}
            />
          </div>
        </div>
      </Stack>
    </Container>
  );
}
