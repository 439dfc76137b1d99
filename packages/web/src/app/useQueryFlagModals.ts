import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TOKENS } from '../di/tokens.ts';
import { useInjection } from '../di/useInjection.ts';

/**
 * The query flags signup, login and deposit open their modal (§2) when the address gains one; a modal the player has
 * open is left alone. The core removes the flag after the modal's success.
 */
export function useQueryFlagModals(): void {
  const queryFlags = useInjection(TOKENS.QueryFlagModals);
  const modals = useInjection(TOKENS.ModalStore);
  const { search } = useLocation();
  useEffect(() => {
    if (modals.current() === null) queryFlags.openFromQuery();
  }, [queryFlags, modals, search]);
}
