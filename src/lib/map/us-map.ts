import { geoPath } from "d3-geo";
import type { Feature, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** One state outline of the US map, as an SVG path in the map's 975 × 610 viewBox. */
export interface StateShape {
  fips: string;
  d: string;
  /** Label anchor (the path's centroid). */
  x: number;
  y: number;
}

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

/**
 * Turns us-atlas' pre-projected (Albers USA, 975 × 610) states topology into SVG paths, with
 * coordinates rounded to one decimal to keep the inline SVG small. Runs at build time only.
 */
export function stateShapes(topology: Topology<{ states: GeometryCollection }>): StateShape[] {
  const collection = feature(topology, topology.objects.states) as unknown as { features: Array<Feature<Geometry, { name: string }>> };
  const path = geoPath().digits(0);
  return collection.features.map((f) => {
    const [x, y] = path.centroid(f);
    return { fips: String(f.id).padStart(2, "0"), d: path(f) ?? "", x: Math.round(x), y: Math.round(y) };
  });
}
