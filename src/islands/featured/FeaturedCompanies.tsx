import "../zod-jitless";
import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect, useState } from "react";
import { $featuredSection } from "../../client/queries";
import FeaturedEmpty from "./FeaturedEmpty";
import FeaturedError from "./FeaturedError";
import FeaturedList from "./FeaturedList";
import FeaturedProgress from "./FeaturedProgress";
import FeaturedSkeleton from "./FeaturedSkeleton";

export interface FeaturedCompaniesProps {
  /** The pre-rendered cards: the placeholder until the island hydrates (and without JavaScript). */
  children?: ReactNode;
}

/**
 * The featured companies island. Astro hydrates it when the section comes within
 * 100 px of the viewport (`client:visible` with `rootMargin`). Until then, and in the server
 * render, it shows its placeholder (the pre-rendered cards passed as children); once mounted
 * it replaces them with the live section, which subscribes to the queries and so starts the
 * fetches: skeleton, then the list, the error panel or the empty state.
 */
export default function FeaturedCompanies({ children }: FeaturedCompaniesProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) {
    return (
      <div data-featured-state="placeholder" className="min-h-48">
        {children}
      </div>
    );
  }
  return <LiveSection />;
}

/** The section driven by the queries (never rendered on the server: it would fetch). */
function LiveSection() {
  const view = useStore($featuredSection);
  return (
    <div data-featured-state={view.status} aria-busy={view.status === "loading"} className="min-h-48">
      {view.status !== "error" && view.status !== "empty" && view.progress && <FeaturedProgress {...view.progress} />}
      {view.status === "loading" && <FeaturedSkeleton />}
      {view.status === "error" && <FeaturedError message={view.message} />}
      {view.status === "empty" && <FeaturedEmpty />}
      {view.status === "list" && <FeaturedList companies={view.companies} />}
    </div>
  );
}
