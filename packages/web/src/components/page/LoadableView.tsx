import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '../EmptyState.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { LoadingState } from '../LoadingState.tsx';
import type { Loadable } from './Loadable.ts';

interface LoadableViewProps<T> {
  readonly state: Loadable<T>;
  /** What the empty state says; the shared "nothing here yet" otherwise. */
  readonly emptyMessage?: string;
  /** What the player can do about it (a link to play), shown under the empty state's words. */
  readonly emptyAction?: ReactNode;
  readonly errorMessage?: string;
  readonly loadingLabel?: string;
  readonly children: (value: T) => ReactNode;
}

function LoadableViewOf<T>({
  state,
  emptyMessage,
  emptyAction,
  errorMessage,
  loadingLabel,
  children,
}: LoadableViewProps<T>) {
  switch (state.status) {
    case 'loading':
      return <LoadingState label={loadingLabel} />;
    case 'error':
      return <ErrorState message={errorMessage} onRetry={() => void state.retry()} />;
    case 'empty':
      return <EmptyState message={emptyMessage} action={emptyAction} />;
    case 'ready':
      return state.value === null ? null : <>{children(state.value)}</>;
  }
}

/** The loading, empty, error (with retry) or ready view of one Loadable. */
export const LoadableView = observer(LoadableViewOf) as typeof LoadableViewOf;
