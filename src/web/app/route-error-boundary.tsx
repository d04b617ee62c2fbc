import { Button, Container } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../components/query-states';

function RouteFailure() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={48}>
      <ErrorAlert error={t('msg:errors.generic')}>
        <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      </ErrorAlert>
    </Container>
  );
}

interface Props {
  /** The location shown: the next navigation starts afresh. */
  location: string;
  children: ReactNode;
}

/**
 * A page whose code did not load (a dropped connection, a deploy that replaced its chunk) shows the
 * generic error and a reload, instead of leaving the screen blank.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; location: string }> {
  override state = { failed: false, location: this.props.location };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { location: string }) {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteFailure /> : this.props.children;
  }
}
