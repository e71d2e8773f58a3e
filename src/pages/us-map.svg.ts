import type { APIRoute } from "astro";
import { usMapSvg } from "../components/map/us-map-svg";

/** /us-map.svg: the picture of the US map the home page shows (the states link from /states). */
export const GET: APIRoute = () => new Response(usMapSvg(), { headers: { "Content-Type": "image/svg+xml" } });
