import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TOKENS } from '../di/tokens.ts';
import { useEffectServices } from '../di/useInjection.ts';

/**
 * The query flags signup, login and deposit open their modal (§2) when the address gains one; a modal the player has
 * open is left alone. The core removes the flag after the modal's success. Its services are asked for in the effect:
 * a server render, which runs none, does not make them.
 */
export function useQueryFlagModals(): void {
  const services = useEffectServices();
  const { search } = useLocation();
  useEffect(() => {
    if (services.get(TOKENS.ModalStore).current() === null)
      services.get(TOKENS.QueryFlagModals).openFromQuery();
  }, [services, search]);
}
