import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";
import { catalogVersion } from "~/modules/catalog/catalog.server";
import { SITE_NAME } from "./seo";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgCard, type OgCpu, type OgFigure } from "./og-card";

// Drawn on the server from the data: satori lays the card out as SVG (text as paths, with the
// Inter font files of @fontsource/inter, bundled with the app, never fetched), resvg (compiled
// to WebAssembly) turns the SVG into a PNG. No browser, no native module, no install script.

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

let ready: Promise<{ fonts: { name: string; data: Buffer; weight: 400 | 700 }[] }> | null = null;
function setUp() {
  ready ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm"))).then(() => ({
    fonts: [
      { name: "Inter", data: fontFile(400), weight: 400 as const },
      { name: "Inter", data: fontFile(700), weight: 700 as const },
    ],
  }));
  return ready;
}

const BRAND_COLOURS: Record<OgCpu["brand"], string> = { AMD: "#b91c1c", Intel: "#1d4ed8" };

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div
      style={{
        width: OG_IMAGE_WIDTH,
        height: OG_IMAGE_HEIGHT,
        display: "flex",
        flexDirection: "column",
        backgroundColor: "#ffffff",
        borderTop: "16px solid #1e40af",
        padding: "40px 64px",
        fontFamily: "Inter",
        color: "#111827",
      }}
    >
      <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: "#1e40af" }}>
        {SITE_NAME}
      </div>
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, marginTop: 16 }}>
        {children}
      </div>
    </div>
  );
}

function FigureBox({ figure }: { figure: OgFigure }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width: 500,
        padding: "16px 20px",
        marginRight: 24,
        marginBottom: 20,
        border: "2px solid #e5e7eb",
        borderRadius: 12,
      }}
    >
      <div style={{ display: "flex", fontSize: 26, color: "#374151" }}>{figure.benchmark}</div>
      <div style={{ display: "flex", fontSize: 52, fontWeight: 700 }}>{figure.text}</div>
      <div style={{ display: "flex", fontSize: 20, color: "#4b5563" }}>{figure.sourceLine}</div>
    </div>
  );
}

function CpuCard({ card }: { card: Extract<OgCard, { kind: "cpu" }> }) {
  return (
    <Frame>
      <div style={{ display: "flex", fontSize: 60, fontWeight: 700, lineHeight: 1.1 }}>
        {card.cpu.name}
      </div>
      <div style={{ display: "flex", fontSize: 28, color: "#374151", marginTop: 8 }}>
        {card.cpu.facts}
      </div>
      <div style={{ display: "flex", flexWrap: "wrap", marginTop: 32 }}>
        {card.figures.length === 0 ? (
          <div style={{ display: "flex", fontSize: 28, color: "#4b5563" }}>{card.none}</div>
        ) : (
          card.figures.map((f) => <FigureBox key={f.benchmark} figure={f} />)
        )}
      </div>
    </Frame>
  );
}

function ComparisonCard({ card }: { card: Extract<OgCard, { kind: "comparison" }> }) {
  const nameSize = card.cpus.length > 2 ? 34 : 44;
  return (
    <Frame>
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "baseline" }}>
        {card.cpus.map((cpu, i) => (
          <div key={cpu.name} style={{ display: "flex", alignItems: "baseline" }}>
            {i > 0 && (
              <div style={{ display: "flex", fontSize: 28, color: "#6b7280", margin: "0 14px" }}>
                {card.vs}
              </div>
            )}
            <div
              style={{
                display: "flex",
                fontSize: nameSize,
                fontWeight: 700,
                color: BRAND_COLOURS[cpu.brand],
              }}
            >
              {cpu.name}
            </div>
          </div>
        ))}
      </div>
      {card.benchmarks.length === 0 && (
        <div style={{ display: "flex", fontSize: 28, color: "#4b5563", marginTop: 40 }}>
          {card.none}
        </div>
      )}
      {card.benchmarks.map(({ benchmark, heading, figures }) => {
        const top = Math.max(...figures.map((f) => f.value));
        return (
          <div key={benchmark} style={{ display: "flex", flexDirection: "column", marginTop: 24 }}>
            <div style={{ display: "flex", fontSize: 26, fontWeight: 700 }}>{heading}</div>
            {figures.map((f, i) => (
              <div
                key={card.cpus[i]!.name}
                style={{ display: "flex", alignItems: "center", marginTop: 8 }}
              >
                <div style={{ display: "flex", width: 380, fontSize: 22, color: "#374151" }}>
                  {card.cpus[i]!.name}
                </div>
                <div
                  style={{ display: "flex", width: 560, height: 26, backgroundColor: "#f3f4f6" }}
                >
                  <div
                    style={{
                      display: "flex",
                      width: Math.max(4, Math.round((f.value / top) * 560)),
                      height: 26,
                      backgroundColor: BRAND_COLOURS[card.cpus[i]!.brand],
                    }}
                  />
                </div>
                <div style={{ display: "flex", fontSize: 24, fontWeight: 700, marginLeft: 16 }}>
                  {f.text}
                </div>
              </div>
            ))}
          </div>
        );
      })}
    </Frame>
  );
}

/** The card drawn as a 1200×630 PNG. */
export async function renderOgImage(card: OgCard): Promise<Uint8Array> {
  const { fonts } = await setUp();
  const svg = await satori(
    card.kind === "cpu" ? <CpuCard card={card} /> : <ComparisonCard card={card} />,
    { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, fonts },
  );
  const resvg = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
  const rendered = resvg.render();
  const png = rendered.asPng();
  rendered.free();
  resvg.free();
  return png;
}

/** How many images the cache keeps: the most recently used, for the current catalog version. */
export const OG_CACHE_SIZE = 200;
const cache = new Map<string, Promise<Uint8Array>>();
let cachedVersion = -1;

/**
 * The preview image for `key` (the image's path), drawn once per catalog version: the cache
 * holds the OG_CACHE_SIZE most recently used and empties when the catalog changes. A drawing
 * in progress is shared by the requests that ask for it meanwhile.
 */
export function cachedOgImage(
  key: string,
  card: () => OgCard,
): { png: Promise<Uint8Array>; cached: boolean } {
  const version = catalogVersion();
  if (version !== cachedVersion) {
    cache.clear();
    cachedVersion = version;
  }
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last: a Map keeps insertion order.
    cache.delete(key);
    cache.set(key, hit);
    return { png: hit, cached: true };
  }
  const png = renderOgImage(card());
  cache.set(key, png);
  png.catch(() => cache.delete(key));
  while (cache.size > OG_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return { png, cached: false };
}

/** An image answer: a day in shared caches, as the URL carries the catalog version. */
export async function ogImageResponse(png: Promise<Uint8Array>, cached: boolean) {
  return new Response(Buffer.from(await png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=86400",
      "X-Og-Cache": cached ? "hit" : "miss",
    },
  });
}

/** A bad image path: 404 at once, with nothing drawn. */
export function ogImageNotFound() {
  return new Response("No such image\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
