import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { QueryFlagModals } from '@casino/core';
import { TYPES } from './tokens.ts';
import { useInjection } from './useInjection.ts';
import type { ModalStore } from '../modals/ModalStore.ts';

/**
 * The query flags signup, login and deposit open their modal (§2) when the address gains one; a modal the player has
 * open is left alone. The core removes the flag after the modal's success.
 */
export function useQueryFlagModals(): void {
  const queryFlags = useInjection<QueryFlagModals>(TYPES.QueryFlagModals);
  const modals = useInjection<ModalStore>(TYPES.ModalStore);
  const { search } = useLocation();
  useEffect(() => {
    if (modals.current() === null) queryFlags.openFromQuery();
  }, [queryFlags, modals, search]);
}
