import { defineCollection, z } from "astro:content";
import { glob } from "astro/loaders";

/** Front matter shared by blog posts and guides; a bad field fails the build with its name. */
const article = z.object({
  title: z.string().min(10).max(90),
  description: z.string().min(80).max(170),
  author: z.string().min(3),
  publishedAt: z.coerce.date(),
  updatedAt: z.coerce.date().optional(),
  tags: z
    .array(z.string().regex(/^[a-z0-9 -]+$/))
    .min(1)
    .max(6),
});

const blog = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/blog" }),
  schema: article,
});

const guides = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/guides" }),
  schema: article.extend({ order: z.number().int().min(1) }),
});

/** The copy of each service page (/services/{slug}); prices are tokens that `fillPrices` fills. */
const services = defineCollection({
  loader: glob({ pattern: "*.yaml", base: "./src/content/services" }),
  schema: z.object({
    /** "Local Movers": used in the title and the top-rated heading. */
    movers: z.string(),
    /** "local moving": lower-case name of the service inside sentences. */
    phrase: z.string(),
    what: z.array(z.string()).min(1),
    includes: z.array(z.string()).min(1),
    costIntro: z.string(),
    costCaption: z.string(),
    costs: z.array(z.object({ label: z.string(), value: z.string() })).min(1),
    costNote: z.string(),
    questions: z.array(z.string()).min(1),
    reading: z.array(z.object({ kind: z.enum(["blog", "guide"]), slug: z.string(), label: z.string() })).min(1),
  }),
});

export const collections = { blog, guides, services };
