import { describe, expect, it } from "vitest";
import {
  anchorHeadingIds,
  byNewest,
  countWords,
  formatArticleDate,
  headingAnchor,
  labelTaskListItems,
  readableText,
  readingMinutes,
  relatedPosts,
  WORDS_PER_MINUTE,
} from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("countWords", () => {
  it("counts prose words and ignores Markdown punctuation", () => {
    expect(countWords("## Moving Day\n\n- Pack the **kettle** last.\n- Label boxes | by room")).toBe(10);
    expect(countWords("| --- | --- |\n\n---\n\n* * *")).toBe(0);
  });

  it("ignores front matter, fenced code and HTML tags", () => {
    const md = [
      "---",
      'title: "A long title with many words in it"',
      "tags: [a, b, c]",
      "---",
      "Two words.",
      "```ts",
      "const ignored = 'these words are code';",
      "```",
      "~~~",
      "more ignored code",
      "~~~",
      '<span class="x">three</span> <!-- a hidden comment -->',
    ].join("\n");
    expect(countWords(md)).toBe(3);
  });

  it("keeps link text and alt text but not URLs", () => {
    expect(readableText('See [our cost guide](/blog/moving-cost-guide "Costs").')).toBe("See our cost guide.");
    expect(countWords("![A loaded truck](https://example.com/truck.jpg)")).toBe(3);
    expect(countWords("Visit https://www.fmcsa.dot.gov/protect-your-move or <https://example.com> today")).toBe(3);
    expect(countWords('Read [the rules][regs].\n\n[regs]: https://example.com/regs "Regulations"')).toBe(3);
  });

  it("does not count front matter-like rules later in the document", () => {
    expect(countWords("Intro words here\n\n---\n\nMore text")).toBe(5);
  });

  it("treats an unclosed fence as running to the end", () => {
    expect(countWords("Before fence\n```\nnever closed code")).toBe(2);
  });
});

describe("readingMinutes", () => {
  it("is words / 230 rounded, at least 1", () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(undefined)).toBe(1);
    expect(readingMinutes(words(50))).toBe(1);
    expect(readingMinutes(words(1150))).toBe(5);
    expect(readingMinutes(words(1640))).toBe(7);
    expect(readingMinutes(words(1730))).toBe(8);
  });

  it("accepts another speed", () => {
    expect(readingMinutes(words(1000), 100)).toBe(10);
  });

  it("does not let code or URLs inflate the estimate", () => {
    const body = `${words(230)}\n\n\`\`\`\n${words(5000)}\n\`\`\`\n`;
    expect(readingMinutes(body)).toBe(1);
  });
});

describe("relatedPosts", () => {
  const entry = (id: string, tags: string[], date: string) => ({ id, data: { tags, publishedAt: new Date(date) } });
  const current = entry("current", ["packing", "planning", "moving tips"], "2026-03-01");
  const all = [
    current,
    entry("one-shared-old", ["planning"], "2026-01-01"),
    entry("two-shared", ["Packing", "moving tips", "costs"], "2026-02-01"),
    entry("none-new", ["regulations"], "2026-09-01"),
    entry("one-shared-new", ["moving tips"], "2026-05-01"),
    entry("none-old", ["costs"], "2025-09-01"),
  ];

  it("leaves out the current entry and ranks by shared tags, then newest", () => {
    expect(relatedPosts(current, all, 3).map((e) => e.id)).toEqual(["two-shared", "one-shared-new", "one-shared-old"]);
  });

  it("fills the list with unrelated entries, newest first", () => {
    expect(relatedPosts(current, all, 5).map((e) => e.id)).toEqual(["two-shared", "one-shared-new", "one-shared-old", "none-new", "none-old"]);
  });

  it("returns the entries themselves, never more than exist, and nothing for n <= 0", () => {
    expect(relatedPosts(current, all, 10)).toHaveLength(5);
    expect(relatedPosts(current, all, 1)[0]).toBe(all[2]);
    expect(relatedPosts(current, all, 0)).toEqual([]);
    expect(relatedPosts(current, [current], 3)).toEqual([]);
  });

  it("counts a tag repeated in one entry once and breaks ties by id", () => {
    const a = entry("b-post", ["packing", "packing"], "2026-01-01");
    const b = entry("a-post", ["packing"], "2026-01-01");
    expect(relatedPosts(current, [a, b]).map((e) => e.id)).toEqual(["a-post", "b-post"]);
  });

  it("does not modify the input", () => {
    const copy = [...all];
    relatedPosts(current, all, 3);
    expect(all).toEqual(copy);
  });
});

describe("byNewest", () => {
  it("sorts newest first", () => {
    const list = [
      { id: "a", data: { tags: [], publishedAt: new Date("2026-01-01") } },
      { id: "b", data: { tags: [], publishedAt: new Date("2026-06-01") } },
    ];
    expect([...list].sort(byNewest).map((e) => e.id)).toEqual(["b", "a"]);
  });
});

describe("formatArticleDate", () => {
  it("shows the calendar date of a front-matter date", () => {
    expect(formatArticleDate(new Date("2026-03-10"))).toBe("March 10, 2026");
    expect(formatArticleDate(new Date("2026-12-31"))).toBe("December 31, 2026");
  });
});

describe("labelTaskListItems", () => {
  it("wraps a task item's checkbox and text in a label", () => {
    const html =
      '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" disabled> USDOT number <strong>active</strong></li>\n<li class="task-list-item"><input type="checkbox" checked disabled> Done</li>\n</ul>';
    expect(labelTaskListItems(html)).toBe(
      '<ul class="contains-task-list">\n<li class="task-list-item"><label><input type="checkbox" disabled> USDOT number <strong>active</strong></label></li>\n<li class="task-list-item"><label><input type="checkbox" checked disabled> Done</label></li>\n</ul>',
    );
  });

  it("hides the checkbox instead when the item holds a link or a nested list", () => {
    const html = '<li class="task-list-item"><input type="checkbox" disabled> See <a href="/x">the guide</a></li>';
    expect(labelTaskListItems(html)).toBe(
      '<li class="task-list-item"><input type="checkbox" aria-hidden="true" disabled> See <a href="/x">the guide</a></li>',
    );
    const nested = '<li class="task-list-item"><input type="checkbox" disabled> Parent<ul><li>Child</li></ul></li>';
    expect(labelTaskListItems(nested)).toContain('<input type="checkbox" aria-hidden="true" disabled> Parent<ul>');
  });

  it("leaves other HTML alone", () => {
    const html = '<ul><li>Plain item</li></ul><p><input type="text"></p>';
    expect(labelTaskListItems(html)).toBe(html);
  });
});

describe("headingAnchor and anchorHeadingIds", () => {
  it("prefixes ids that do not start with a letter", () => {
    expect(headingAnchor("8-weeks-before")).toBe("section-8-weeks-before");
    expect(headingAnchor("costs")).toBe("costs");
    expect(anchorHeadingIds('<h2 id="8-weeks-before">8 Weeks Before</h2><h3 id="tips">Tips</h3><p id="1x">x</p>')).toBe(
      '<h2 id="section-8-weeks-before">8 Weeks Before</h2><h3 id="tips">Tips</h3><p id="1x">x</p>',
    );
  });
});
