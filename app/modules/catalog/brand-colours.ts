import type { CpuBrand } from "./cpu.schema";

/**
 * The colour of each brand's score bars (rankings, the CPU page's top ten): AMD from Intel at
 * a glance, beside a brand name that says it in words. Full class names, so Tailwind finds them.
 */
export const BRAND_BAR_COLOURS: Record<CpuBrand, string> = {
  AMD: "bg-red-700",
  Intel: "bg-blue-700",
};
