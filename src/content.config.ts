import { glob } from "astro/loaders";
import { defineCollection, z } from "astro:content";

/** Front matter shared by blog posts and guides; a bad field fails the build with its name. */
const article = z.object({
  title: z.string().min(10).max(90),
  description: z.string().min(80).max(170),
  author: z.string().min(3),
  publishedAt: z.coerce.date(),
  updatedAt: z.coerce.date().optional(),
  tags: z.array(z.string().regex(/^[a-z0-9 -]+$/)).min(1).max(6),
});

const blog = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/blog" }),
  schema: article,
});

const guides = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/guides" }),
  schema: article.extend({ order: z.number().int().min(1) }),
});

export const collections = { blog, guides };
