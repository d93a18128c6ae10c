/** schema.org data of the site's own pages, beside the organisation and breadcrumbs pageSeo adds. */

/** The CPU page's Product: its name, description, id as SKU, part number as MPN when known, brand. */
export function cpuProductData(
  cpu: { id: string; name: string; brand: string; partNumber?: string | null },
  description: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: cpu.name,
    description,
    category: "CPU",
    sku: cpu.id,
    ...(cpu.partNumber ? { mpn: cpu.partNumber } : {}),
    brand: { "@type": "Brand", name: cpu.brand },
  };
}
