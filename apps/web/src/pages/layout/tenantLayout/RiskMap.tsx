import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Circle,
  Image as KonvaImage,
  Label,
  Layer,
  Line,
  RegularPolygon,
  Stage,
  Tag,
  Text,
} from 'react-konva';
import { levelColor, type MapData, type MapRiskPoint } from './mapApi';

export type MapMode =
  | { kind: 'view' }
  | { kind: 'draw'; placeId: string; vertices: [number, number][] }
  | { kind: 'point'; pointId: string };

type Props = {
  data: MapData;
  width: number;
  mode: MapMode;
  selectedPlaceId?: string;
  onSelectPlace: (placeId: string) => void;
  onVertices: (vertices: [number, number][]) => void;
  onPlacePoint: (pointId: string, x: number, y: number) => void;
};

function useImage(url: string | null | undefined) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!url) return setImage(null);
    const img = new window.Image();
    img.onload = () => setImage(img);
    img.src = url;
    return () => {
      img.onload = null;
    };
  }, [url]);
  return image;
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/** A risk point: a diamond in its level's colour with its name; a dashed red ring when out of control. */
function RiskPointMarker({
  point,
  x,
  y,
  outOfControlLabel,
  onClick,
}: {
  point: MapRiskPoint;
  x: number;
  y: number;
  outOfControlLabel: string;
  onClick: () => void;
}) {
  const name = point.outOfControl ? `${point.name} · ${outOfControlLabel}` : point.name;
  return (
    <>
      {point.outOfControl && (
        <Circle x={x} y={y} radius={17} stroke="#B00020" strokeWidth={3} dash={[5, 3]} listening={false} />
      )}
      <RegularPolygon
        name={`risk-point-${point.id}`}
        x={x}
        y={y}
        sides={4}
        radius={11}
        fill={levelColor(point.riskLevel)}
        stroke="#222"
        strokeWidth={1.5}
        shadowBlur={3}
        onClick={(e) => {
          e.cancelBubble = true;
          onClick();
        }}
      />
      <Label x={x + 14} y={y - 10} listening={false}>
        <Tag fill="rgba(255,255,255,0.85)" cornerRadius={3} />
        <Text text={name} fontSize={12} padding={3} fill={point.outOfControl ? '#B00020' : '#222'} />
      </Label>
    </>
  );
}

/**
 * The four-colour map (Konva canvas): the site plan, place outlines filled with their rolled-up
 * level at 35 % opacity, the risk points placed in each place (diamonds, ringed when out of
 * control), check points coloured by level; drawing and placing happen on the canvas.
 */
export default function RiskMap({
  data,
  width,
  mode,
  selectedPlaceId,
  onSelectPlace,
  onVertices,
  onPlacePoint,
}: Props) {
  const { t } = useTranslation();
  const outOfControlLabel = t('layoutMap.outOfControl');
  const layout = data.layout!;
  const image = useImage(layout.imageUrl);
  const scale = width / layout.widthPx;
  const height = Math.round(layout.heightPx * scale);
  const toPx = ([x, y]: [number, number]) => [x * width, y * height];
  const relative = (e: KonvaEventObject<MouseEvent>): [number, number] | null => {
    const pos = e.target.getStage()?.getPointerPosition();
    return pos ? [clamp(pos.x / width), clamp(pos.y / height)] : null;
  };
  const outlined = useMemo(
    () => data.places.filter((p) => p.polygon && p.polygon.length >= 3),
    [data.places],
  );

  const onStageClick = (e: KonvaEventObject<MouseEvent>) => {
    const at = relative(e);
    if (!at) return;
    if (mode.kind === 'draw') onVertices([...mode.vertices, at]);
    if (mode.kind === 'point') onPlacePoint(mode.pointId, at[0], at[1]);
  };

  return (
    <div data-testid="risk-map" style={{ cursor: mode.kind === 'view' ? 'default' : 'crosshair' }}>
      <Stage width={width} height={height} onClick={onStageClick}>
        <Layer listening={false}>{image && <KonvaImage image={image} width={width} height={height} />}</Layer>
        <Layer>
          {outlined.map((p) => {
            const colour = levelColor(p.riskLevel);
            const isEditing = mode.kind === 'draw' && mode.placeId === p.id;
            if (isEditing) return null;
            const [lx, ly] = toPx(topLeft(p.polygon!));
            return [
              <Line
                key={p.id}
                name={`place-${p.id}`}
                points={p.polygon!.flatMap(toPx)}
                closed
                fill={colour}
                opacity={selectedPlaceId === p.id ? 0.45 : 0.35}
                stroke={colour}
                strokeWidth={selectedPlaceId === p.id ? 3 : 1.5}
                listening={mode.kind === 'view'}
                onClick={(e) => {
                  e.cancelBubble = true;
                  onSelectPlace(p.id);
                }}
              />,
              <Text
                key={`${p.id}-label`}
                x={lx + 6}
                y={ly + 6}
                text={p.name}
                fontSize={13}
                fill="#222"
                listening={false}
              />,
            ];
          })}
          {mode.kind === 'draw' && mode.vertices.length > 0 && (
            <Line
              points={mode.vertices.flatMap(toPx)}
              closed={mode.vertices.length >= 3}
              stroke="#1677ff"
              strokeWidth={2}
              dash={[6, 4]}
              fill="rgba(22,119,255,0.15)"
              listening={false}
            />
          )}
          {mode.kind === 'draw' &&
            mode.vertices.map((v, i) => {
              const [x, y] = toPx(v);
              return (
                <Circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: a vertex is identified by its position in the outline
                  key={i}
                  x={x}
                  y={y}
                  radius={6}
                  fill="#fff"
                  stroke="#1677ff"
                  strokeWidth={2}
                  draggable
                  onClick={(e) => {
                    e.cancelBubble = true;
                  }}
                  onDragEnd={(e) => {
                    const next = [...mode.vertices];
                    next[i] = [clamp(e.target.x() / width), clamp(e.target.y() / height)];
                    onVertices(next);
                  }}
                />
              );
            })}
          {mode.kind === 'view' &&
            data.riskPoints.map((rp) => {
              const [x, y] = toPx([rp.x, rp.y]);
              return (
                <RiskPointMarker
                  key={`${rp.id}-${rp.placeId}`}
                  point={rp}
                  x={x}
                  y={y}
                  outOfControlLabel={outOfControlLabel}
                  onClick={() => onSelectPlace(rp.placeId)}
                />
              );
            })}
          {data.points.map((pt) => {
            const [x, y] = toPx([pt.layoutX, pt.layoutY]);
            return [
              <Circle
                key={pt.id}
                name={`point-${pt.id}`}
                x={x}
                y={y}
                radius={8}
                fill={levelColor(pt.riskLevel)}
                stroke="#fff"
                strokeWidth={2}
                shadowBlur={3}
                draggable={mode.kind === 'point'}
                onClick={(e) => {
                  e.cancelBubble = mode.kind !== 'view';
                }}
                onDragEnd={(e) =>
                  onPlacePoint(pt.id, clamp(e.target.x() / width), clamp(e.target.y() / height))
                }
              />,
              <Text
                key={`${pt.id}-label`}
                x={x + 10}
                y={y - 6}
                text={pt.number}
                fontSize={11}
                fill="#333"
                listening={false}
              />,
            ];
          })}
        </Layer>
      </Stage>
    </div>
  );
}

/** Where a place's name is written: the top-left corner of its outline's bounds. */
function topLeft(polygon: [number, number][]): [number, number] {
  return [Math.min(...polygon.map((p) => p[0])), Math.min(...polygon.map((p) => p[1]))];
}
