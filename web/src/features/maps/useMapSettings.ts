/** The server's tile source (TILE_URL), fetched once per visit. */
import type { MapSettings } from '@shared/maps.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../app/api.ts';

export function useMapSettings() {
  return useQuery({
    queryKey: ['maps', 'settings'],
    queryFn: () => apiFetch<MapSettings>('/maps'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
