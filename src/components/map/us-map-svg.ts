import topology from "us-atlas/states-albers-10m.json";
import { MAP_HEIGHT, MAP_WIDTH, stateShapes } from "../../lib/map/us-map";

/** Where the picture of the US map is served; the home page shows it as an image. */
export const US_MAP_IMAGE_PATH = "/us-map.svg";

/**
 * The US map as a standalone SVG document (the same Census shapes and colours as the
 * interactive map on /states), written once per build as a static, cacheable file instead of
 * 80 KB of markup inline in the home page.
 */
export function usMapSvg(): string {
  // biome-ignore lint/suspicious/noExplicitAny: us-atlas ships untyped JSON
  const paths = stateShapes(topology as any).map((shape) => `<path d="${shape.d}"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`,
    `<g fill="#c7d2fe" stroke="#fff" stroke-width="1">${paths.join("")}</g>`,
    "</svg>",
  ].join("");
}
