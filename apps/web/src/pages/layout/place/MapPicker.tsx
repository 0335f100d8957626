import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input } from 'antd';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '@/crud/FieldInput';
import { api } from '@/http/request';

type MapSettings = { tileUrl: string; center: string; zoom: number };

const parse = (v: unknown): [number, number] | null => {
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(String(v ?? '').trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
};
const format = (lat: number, lng: number) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/**
 * The spec's map picker (250 px high, zoom 17, emits 'lat,lng'): Leaflet over the tenant's tile
 * server (parameter `map.tileUrl`, e.g. an intranet server for offline sites). Without tiles, or
 * when they fail to load, it says so and offers the coordinate input alone.
 */
export default function MapPicker({ value, onChange, disabled, id }: FieldInputProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [hasTileError, setTileError] = useState(false);
  const { data: settings } = useQuery({
    queryKey: ['layout', 'mapSettings'],
    queryFn: () => api<MapSettings>({ url: '/api/shtmp-layout/mapSettings' }),
    staleTime: 300_000,
  });
  const isMapUsable = Boolean(settings?.tileUrl) && !hasTileError;
  const current = parse(value);

  const emit = useRef(onChange);
  emit.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once per settings; the value only centres it then
  useEffect(() => {
    if (!settings?.tileUrl || !box.current) return;
    const centre = parse(value) ?? parse(settings.center) ?? [31.2304, 121.4737];
    const map = L.map(box.current, { attributionControl: false }).setView(centre, settings.zoom);
    const tiles = L.tileLayer(settings.tileUrl, { maxZoom: 19 }).addTo(map);
    tiles.on('tileerror', () => setTileError(true));
    const marker = L.circleMarker(centre, { radius: 7, color: '#1677ff', fillOpacity: 0.8 });
    if (parse(value)) marker.addTo(map);
    if (!disabled)
      map.on('click', (e: L.LeafletMouseEvent) => {
        marker.setLatLng(e.latlng).addTo(map);
        emit.current?.(format(e.latlng.lat, e.latlng.lng));
      });
    return () => {
      map.remove();
    };
  }, [settings, disabled]);

  return (
    <div>
      {settings && !isMapUsable && (
        <Alert type="warning" showIcon style={{ marginBottom: 8 }} message={t('layoutMap.noTiles')} />
      )}
      {settings?.tileUrl && (
        <div ref={box} style={{ height: 250, display: isMapUsable ? 'block' : 'none', marginBottom: 8 }} />
      )}
      <Input
        id={id}
        value={current ? String(value) : String(value ?? '')}
        disabled={disabled}
        placeholder={t('layoutMap.latLng')}
        onChange={(e) => onChange?.(e.target.value.replace(/\s+/g, ''))}
      />
    </div>
  );
}
