import { useCallback, useEffect, useState } from 'react';
import { apiPath } from '../../../../shared/api-paths.ts';
import type { ArtCollection } from '../../../../shared/art.ts';
import { apiRequest, lazyCheck } from '../../../lib/api-client.ts';

// The gallery is a prerendered public page: its schema loads with the answer.
export const getArtCollections = () =>
  apiRequest(
    apiPath('artCollections'),
    lazyCheck(() =>
      import('../../../../shared/art.ts').then((module) => module.ArtCollectionListSchema),
    ),
  );

export type ArtCollectionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; collections: ArtCollection[] };

/**
 * The gallery's live list, fetched in the browser: the page itself is prerendered, supply and
 * prices are not. A plain fetch rather than TanStack Query keeps this public page light (see the
 * bundle budget test); `retry` asks again after a failure.
 */
export function useArtCollections() {
  const [state, setState] = useState<ArtCollectionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    getArtCollections().then(
      (list) => current && setState({ status: 'ready', collections: list.collections }),
      (error: Error) => current && setState({ status: 'error', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
