/**
 * The map credits in the reader's language: the default tiles' credit
 * ('© OpenStreetMap contributors') and GeoNames' have translations; an
 * operator's own TILE_ATTRIBUTION text is shown as they wrote it.
 */
import { GEONAMES_CREDIT } from '@shared/maps.ts';
import type { TFunction } from 'i18next';

const OSM_CREDIT = '© OpenStreetMap contributors';

export function tileCredit(attribution: string, t: TFunction): string {
  return attribution.trim() === OSM_CREDIT ? t('maps.osmCredit') : attribution;
}

export function geonamesCredit(t: TFunction): string {
  return t('maps.geonamesCredit', { defaultValue: GEONAMES_CREDIT });
}
