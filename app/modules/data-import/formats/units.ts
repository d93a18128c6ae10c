/**
 * Small, strict readers for the value spellings of vendor exports. Each returns
 * null when the text is empty or is not exactly one value of the expected unit:
 * a range ("35-54W"), a choice ("15/25W") or a note is not a published figure
 * for the field, so it is not turned into one.
 */

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

/** "4.5GHz", "3.70 GHz", "900 MHz", "Up to 5.7GHz" → GHz. */
export function readGhz(text: string | undefined, { allowUpTo = false } = {}): number | null {
  if (!text) return null;
  let t = text.trim();
  if (allowUpTo) t = t.replace(/^up to\s*/i, "");
  const m = new RegExp(`^${NUMBER}\\s*(GHz|MHz)$`, "i").exec(t);
  if (!m?.[1] || !m[2]) return null;
  const value = Number(m[1]);
  const ghz = m[2].toLowerCase() === "mhz" ? value / 1000 : value;
  return ghz > 0 ? roundDecimal(ghz, 4) : null;
}

/** "300 MHz", "1.65 GHz" → MHz, integer; 0 means not stated. */
export function readMhz(text: string | undefined): number | null {
  if (!text) return null;
  const m = new RegExp(`^${NUMBER}\\s*(GHz|MHz)$`, "i").exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  const value = Number(m[1]);
  const mhz = m[2].toLowerCase() === "ghz" ? roundDecimal(value * 1000, 4) : value;
  return Number.isInteger(mhz) && mhz > 0 ? mhz : null;
}

/** "125 W", "170W" → W; only an integer wattage (the dataset stores whole watts). */
export function readWatts(text: string | undefined): number | null {
  if (!text) return null;
  const m = new RegExp(`^${NUMBER}\\s*W$`, "i").exec(text.trim());
  if (!m?.[1]) return null;
  const w = Number(m[1]);
  return Number.isInteger(w) && w > 0 ? w : null;
}

/** "36 MB Intel® Smart Cache", "16.5 MB L3 Cache", "512KB", "16MB" → MB. */
export function readMegabytes(text: string | undefined): number | null {
  if (!text) return null;
  const m = new RegExp(`^${NUMBER}\\s*(MB|KB)\\b`, "i").exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  const value = Number(m[1]);
  const mb = m[2].toUpperCase() === "KB" ? value / 1024 : value;
  return mb > 0 ? roundDecimal(mb, 6) : null;
}

/** "1024KB" → KB, integer. */
export function readKilobytes(text: string | undefined): number | null {
  if (!text) return null;
  const m = /^(\d+)\s*KB$/i.exec(text.trim());
  if (!m?.[1]) return null;
  const kb = Number(m[1]);
  return kb > 0 ? kb : null;
}

/** "128 GB", "6 TB" → GB, integer. */
export function readGigabytes(text: string | undefined): number | null {
  if (!text) return null;
  const m = new RegExp(`^${NUMBER}\\s*(GB|TB)$`, "i").exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  const value = Number(m[1]);
  const gb = m[2].toUpperCase() === "TB" ? roundDecimal(value * 1024, 4) : value;
  return Number.isInteger(gb) && gb > 0 ? gb : null;
}

/** "89.6 GB/s", "460.80 GB/s" → GB/s. */
export function readGbPerSecond(text: string | undefined): number | null {
  if (!text) return null;
  const m = new RegExp(`^${NUMBER}\\s*GB/s$`, "i").exec(text.trim());
  if (!m?.[1]) return null;
  const v = Number(m[1]);
  return v > 0 ? v : null;
}

/** "100°C", "105 deg C", "95.0 C", "100" → °C, integer. */
export function readCelsius(text: string | undefined): number | null {
  if (!text) return null;
  const m = new RegExp(`^${NUMBER}\\s*(?:°\\s*C|deg C|C)?$`, "i").exec(text.trim());
  if (!m?.[1]) return null;
  const v = Number(m[1]);
  return Number.isInteger(v) ? v : null;
}

/** A plain non-negative integer ("24"). */
export function readInt(text: string | undefined): number | null {
  if (!text) return null;
  const t = text.trim().replace(/,/g, "");
  if (!/^\d+$/.test(t)) return null;
  return Number(t);
}

/** "Yes" / "No". */
export function readYesNo(text: string | undefined): boolean | null {
  if (!text) return null;
  const t = text.trim().toLowerCase();
  if (t === "yes") return true;
  if (t === "no") return false;
  return null;
}

/** "11,805 USD", "$299" → USD. */
export function readUsd(text: string | undefined): number | null {
  if (!text) return null;
  const m = /^\$?\s*([\d,]+(?:\.\d+)?)\s*(?:USD)?$/i.exec(text.trim());
  if (!m?.[1]) return null;
  const v = Number(m[1].replace(/,/g, ""));
  return v > 0 ? v : null;
}

/** Removes ®, ™ and repeated spaces from a vendor string. */
export function cleanText(text: string | undefined): string | null {
  if (!text) return null;
  const t = text
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, "")
    .replace(/[®™]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return t === "" ? null : t;
}

/** Highest PCIe generation named in the texts ("5.0 and 4.0", "Gen 4", "PCIe® 3.0 x8", "3"). */
export function readPcieVersion(
  ...texts: (string | undefined)[]
): "2.0" | "3.0" | "4.0" | "5.0" | "6.0" | null {
  let best = 0;
  for (const text of texts) {
    if (!text) continue;
    // "x16" / "x128" are lane counts, not versions.
    for (const m of text.replace(/x\d+/gi, " ").matchAll(/(\d+)(?:\.\d)?/g)) {
      const n = Number(m[1]);
      if (n >= 2 && n <= 6 && n > best) best = n;
    }
  }
  return best ? (`${best}.0` as "2.0" | "3.0" | "4.0" | "5.0" | "6.0") : null;
}

function roundDecimal(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * Intel's launch quarter "Q4'22" (or "Q4 2022", "Q42022", "4Q22") → "2022-Q4";
 * dates "7/7/2019", "7/7/19" → "2019-07-07"; "7/2020", "05/2020", "10/18" →
 * "2020-07"; "September 2018" → "2018-09".
 */
export function readLaunchDate(text: string | undefined): string | null {
  if (!text) return null;
  const t = text.trim();
  const year = (y: string) => (y.length === 2 ? `20${y}` : y);
  let m = /^Q([1-4])\s*'?\s*(\d{4}|\d{2})$/i.exec(t);
  if (m?.[1] && m[2]) return `${year(m[2])}-Q${m[1]}`;
  m = /^([1-4])Q\s*'?\s*(\d{4}|\d{2})$/i.exec(t);
  if (m?.[1] && m[2]) return `${year(m[2])}-Q${m[1]}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(t);
  if (m?.[1] && m[2] && m[3]) {
    const month = Number(m[1]);
    const day = Number(m[2]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31)
      return `${year(m[3])}-${pad(month)}-${pad(day)}`;
    return null;
  }
  m = /^(\d{1,2})\/(\d{4}|\d{2})$/.exec(t);
  if (m?.[1] && m[2]) {
    const month = Number(m[1]);
    return month >= 1 && month <= 12 ? `${year(m[2])}-${pad(month)}` : null;
  }
  m = /^([A-Za-z]+)\s+(\d{4})$/.exec(t);
  if (m?.[1] && m[2]) {
    const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) + 1;
    return month > 0 ? `${m[2]}-${pad(month)}` : null;
  }
  return null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
