import { describe, expect, it } from "vitest";
import { seoMeta } from "~/modules/seo/seo";
import * as compareRoute from "~/routes/compare";
import * as cpuRoute from "~/routes/cpu-detail";
import * as ogCpuRoute from "~/routes/og-cpu";
import * as ogVsRoute from "~/routes/og-vs";
import { routeArgs } from "../support/route-args";

// The share previews, drawn from the built-in catalog (the one served before any database).

const ORIGIN = "http://corerank.test";
type Loader = (args: never) => Response | Promise<Response>;
const call = (route: { loader: Loader }, file: string, lang?: string) =>
  route.loader({
    params: lang ? { lang, file } : { file },
    request: new Request(`${ORIGIN}${lang ? `/${lang}` : ""}/og/x/${file}`),
  } as never);

/** A PNG's bytes, with the width and height of its header chunk. */
async function png(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/png");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { bytes, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("Open Graph images", () => {
  it("draws two different comparisons as different 1200×630 PNGs of at most 150 KB", async () => {
    const first = await png(await call(ogVsRoute, "amd-ryzen-9-7950x-vs-intel-core-i9-13900k.png"));
    const second = await png(
      await call(ogVsRoute, "amd-ryzen-7-7800x3d-vs-intel-core-i5-13600k.png"),
    );
    for (const image of [first, second]) {
      expect([image.width, image.height]).toEqual([1200, 630]);
      expect(image.bytes.length).toBeLessThanOrEqual(150 * 1024);
    }
    expect(first.bytes.equals(second.bytes)).toBe(false);
  }, 60_000);

  it("draws a CPU page's image and a 3- and 4-way comparison's, and serves a repeat from cache", async () => {
    const cpu = await png(await call(ogCpuRoute, "amd-ryzen-9-7950x.png"));
    expect([cpu.width, cpu.height]).toEqual([1200, 630]);
    expect(cpu.bytes.length).toBeLessThanOrEqual(150 * 1024);
    for (const file of [
      "amd-ryzen-9-7950x-vs-intel-core-i9-13900k-vs-intel-core-i9-14900k.png",
      "amd-ryzen-9-7950x-vs-intel-core-i9-13900k-vs-intel-core-i9-14900k-vs-amd-ryzen-5-7600x.png",
    ]) {
      const image = await png(await call(ogVsRoute, file));
      expect([image.width, image.height]).toEqual([1200, 630]);
      expect(image.bytes.length).toBeLessThanOrEqual(150 * 1024);
    }
    const again = await call(ogCpuRoute, "amd-ryzen-9-7950x.png");
    expect(again.headers.get("X-Og-Cache")).toBe("hit");
    expect((await png(again)).bytes.equals(cpu.bytes)).toBe(true);
  }, 60_000);

  it("draws the image in the page's language: the German one is another image, cached apart", async () => {
    const english = await png(await call(ogCpuRoute, "amd-ryzen-9-7950x.png"));
    const german = await call(ogCpuRoute, "amd-ryzen-9-7950x.png", "de");
    expect(german.headers.get("X-Og-Cache")).toBe("miss");
    const drawn = await png(german);
    expect([drawn.width, drawn.height]).toEqual([1200, 630]);
    expect(drawn.bytes.equals(english.bytes)).toBe(false);
    // Only the six languages: any other prefix is not a page.
    await expect(
      Promise.resolve().then(() => call(ogCpuRoute, "amd-ryzen-9-7950x.png", "xx")),
    ).rejects.toMatchObject({ init: { status: 404 } });
  }, 60_000);

  it("answers 404 at once to a bad path, never an error", async () => {
    const bad = [
      [ogCpuRoute, "no-such-cpu.png"],
      [ogCpuRoute, "amd-ryzen-9-7950x.jpg"],
      [ogCpuRoute, ".png"],
      [ogVsRoute, "amd-ryzen-9-7950x-vs-no-such-cpu.png"],
      [ogVsRoute, "amd-ryzen-9-7950x-vs-amd-ryzen-9-7950x.png"],
      [ogVsRoute, "amd-ryzen-9-7950x.png"],
      [ogVsRoute, "-vs-amd-ryzen-9-7950x.png"],
      [
        ogVsRoute,
        `${Array(5)
          .fill("amd-ryzen-9-7950x")
          .map((id, i) => `${id}${i}`)
          .join("-vs-")}.png`,
      ],
    ] as const;
    for (const [route, file] of bad) {
      const response = await call(route, file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get("Content-Type"), file).not.toBe("image/png");
    }
  });
});

describe("page metadata", () => {
  const meta = (descriptors: ReturnType<typeof seoMeta>, property: string) =>
    (descriptors.find((d) => "property" in d && d.property === property) as { content?: string })
      ?.content;

  it("gives a CPU page its own image, with its size and a description", async () => {
    const data = await cpuRoute.loader(
      routeArgs(new Request(`${ORIGIN}/cpus/amd-ryzen-9-7950x`), { cpuId: "amd-ryzen-9-7950x" }),
    );
    const tags = seoMeta(data.seo);
    expect(meta(tags, "og:image")).toMatch(
      new RegExp(`^${ORIGIN}/og/cpu/amd-ryzen-9-7950x\\.png\\?v=\\d+$`),
    );
    expect(meta(tags, "og:image:width")).toBe("1200");
    expect(meta(tags, "og:image:height")).toBe("630");
    expect(meta(tags, "og:image:alt")).toContain("AMD Ryzen 9 7950X");
  });

  it("gives both orders of a comparison one image, in the page's language", async () => {
    const load = async (path: string) =>
      seoMeta(
        (
          await compareRoute.loader(
            routeArgs(
              new Request(`${ORIGIN}${path}`),
              path.startsWith("/de/")
                ? { lang: "de", slug: path.split("/").pop() }
                : { slug: path.split("/").pop() },
            ),
          )
        ).seo,
      );
    const ab = await load("/cpus/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k");
    const ba = await load("/cpus/vs/intel-core-i9-13900k-vs-amd-ryzen-9-7950x");
    const german = await load("/de/cpus/vs/intel-core-i9-13900k-vs-amd-ryzen-9-7950x");
    expect(meta(ab, "og:image")).toMatch(
      new RegExp(`^${ORIGIN}/og/vs/amd-ryzen-9-7950x-vs-intel-core-i9-13900k\\.png\\?v=\\d+$`),
    );
    expect(meta(ba, "og:image")).toBe(meta(ab, "og:image"));
    expect(meta(german, "og:image")).toBe(meta(ab, "og:image")!.replace("/og/", "/de/og/"));
    expect(meta(german, "og:image:alt")).toContain("Benchmark-Werte");
    expect(meta(ab, "og:image:width")).toBe("1200");
  });
});
