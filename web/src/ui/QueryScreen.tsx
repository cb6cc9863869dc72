import { memo, Suspense, useEffect, type ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { holdQuery, useScreenQuery } from '../routing/screen';
import { LoadBoundary } from './LoadBoundary';
import { PageLoader } from './PageLoader';

type Props<Q extends OperationType> = {
  /** The page's query, the `graphql` tag whose artifact the route table loads. */
  query: GraphQLTaggedNode;
  /** The screen's own words for a failed load (spec section 8). */
  failure: string;
  /** Where a failed load goes (the list of the record that could not be read); without it the failure offers a retry. */
  leaveTo?: string;
  /** The screen's content, drawn once its data is there. */
  children: (data: Q['response'], queryRef: PreloadedQuery<Q>) => ReactNode;
};

type LoadedProps<Q extends OperationType> = Pick<Props<Q>, 'query' | 'children'> & { queryRef: PreloadedQuery<Q> };

/**
 * The screen's content, drawn again only when its data or its props change: each change of the
 * router's state (the scroll position restored as the first page shows, a revalidation) draws the
 * screen around it again, which would otherwise draw a list's 40 rows a second time for nothing.
 */
const Loaded = memo(function Loaded<Q extends OperationType>({ query, queryRef, children }: LoadedProps<Q>) {
  const data = usePreloadedQuery<Q>(query, queryRef);
  return <>{children(data, queryRef)}</>;
}) as <Q extends OperationType>(props: LoadedProps<Q>) => ReactNode;

/**
 * The data part of a screen whose query the route table started (routing/screen.ts): a loader while
 * it arrives, the failure's toast with a retry (or the way out) when it fails, and the query
 * reference released once the screen no longer shows it.
 */
export function QueryScreen<Q extends OperationType>({ query, failure, leaveTo, children }: Props<Q>) {
  const queryRef = useScreenQuery<Q>();
  const revalidator = useRevalidator();
  useEffect(() => holdQuery(queryRef as PreloadedQuery<OperationType>), [queryRef]);
  return (
    <LoadBoundary
      message={failure}
      leaveTo={leaveTo}
      onRetry={leaveTo ? undefined : () => void revalidator.revalidate()}
      resetKey={queryRef}
    >
      <Suspense fallback={<PageLoader />}>
        <Loaded<Q> query={query} queryRef={queryRef}>
          {children}
        </Loaded>
      </Suspense>
    </LoadBoundary>
  );
}
