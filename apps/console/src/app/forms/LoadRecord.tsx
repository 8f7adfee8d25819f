/**
 * What a record's page (or tab) shows until its form can: the LoadingCard while the record loads; when the load
 * failed with nothing to show, not found (a 404, with a way back to the list) or the error with 다시 시도. A
 * failed revalidation keeps what was loaded on screen (and what is being typed).
 */
import { isHttpError, serverError } from '@oa/api';
import { ButtonLink } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { EmptyState } from '@oa/ui/EmptyState';
import { ErrorState } from '@oa/ui/ErrorState';
import type { ReactNode } from 'react';
import { renderRouterLink } from '../../routerLink';
import { LoadingCard, type LoadingCardProps } from './LoadingCard';

export interface LoadRecordProps<T> {
  /** useResource's answer. */
  resource: { value: T | undefined; error: unknown; mutate: () => unknown };
  loading: LoadingCardProps;
  /** The error's message when the server sends none. */
  failed: string;
  /** What a 404 says, and the list it leads back to. */
  notFound?: { title: string; description: string; back: { href: string; label: string } };
  /** Not found without asking (an address that cannot name a record). */
  missing?: boolean;
  children: (value: T) => ReactNode;
}

export function LoadRecord<T>({ resource, loading, failed, notFound, missing = false, children }: LoadRecordProps<T>) {
  const { value, error } = resource;
  if (notFound !== undefined && (missing || (value === undefined && isHttpError(error) && error.status === 404))) {
    return (
      <Card>
        <EmptyState
          title={notFound.title}
          description={notFound.description}
          action={
            <ButtonLink href={notFound.back.href} renderLink={renderRouterLink} variant="secondary" width="auto">
              {notFound.back.label}
            </ButtonLink>
          }
        />
      </Card>
    );
  }
  if (error !== undefined && value === undefined) {
    return (
      <Card>
        <ErrorState message={serverError(error)?.message ?? failed} onRetry={() => void resource.mutate()} />
      </Card>
    );
  }
  if (value === undefined) return <LoadingCard {...loading} />;
  return children(value);
}
