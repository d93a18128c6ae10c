import { data, isRouteErrorResponse, Link } from "react-router";
import { BENCHMARKS } from "~/modules/catalog/benchmarks";
import { findCpu } from "~/modules/catalog/catalog.server";
import { formatScore, specSections } from "~/modules/catalog/spec-sections";
import type { Route } from "./+types/cpu-detail";

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "CPU not found | CoreRank" }];
  return [
    { title: `${loaderData.name} specifications and benchmarks | CoreRank` },
    { name: "description", content: `${loaderData.name}: specifications and benchmark scores.` },
  ];
}

export function loader({ params }: Route.LoaderArgs) {
  const cpu = findCpu(params.cpuId);
  if (!cpu) throw data(null, { status: 404, statusText: "CPU not found" });
  return {
    name: cpu.name,
    sections: specSections(cpu),
    scores: BENCHMARKS.flatMap((b) => {
      const score = cpu.scores[b.id];
      return score ? [{ id: b.id, label: b.label, ...score }] : [];
    }),
  };
}

function Estimated() {
  return (
    <span
      className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900"
      title="Estimated, not measured"
    >
      estimated
    </span>
  );
}

const SOURCE_LABEL = {
  reference: "Curated reference",
  visitor: "Verified visitor results",
  mixed: "Reference and visitor results",
  estimated: "Estimated from the overall score",
} as const;

export default function CpuDetail({ loaderData }: Route.ComponentProps) {
  const { name, sections, scores } = loaderData;
  return (
    <article>
      <h1 className="text-3xl font-bold">{name}</h1>
      <section aria-labelledby="benchmarks" className="mt-6">
        <h2 id="benchmarks" className="text-xl font-semibold">
          Benchmarks
        </h2>
        {scores.length === 0 ? (
          <p className="mt-2 text-gray-600">No benchmark results yet.</p>
        ) : (
          <table className="tabular mt-2 w-full max-w-2xl text-left text-sm">
            <tbody>
              {scores.map((s) => (
                <tr key={s.id} className="border-t border-gray-200">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {s.label}
                  </th>
                  <td className="py-2 pr-4 text-right">
                    {formatScore(s.value)}
                    {s.estimated && <Estimated />}
                  </td>
                  <td className="py-2 text-gray-600">
                    {SOURCE_LABEL[s.source]}
                    {s.sampleCount > 0 &&
                      `, ${s.sampleCount} ${s.sampleCount === 1 ? "sample" : "samples"}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-8">
          <h2 id={section.id} className="text-xl font-semibold">
            {section.title}
          </h2>
          <table className="tabular mt-2 w-full max-w-2xl text-left text-sm">
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.field} className="border-t border-gray-200">
                  <th scope="row" className="w-1/2 py-2 pr-4 font-medium">
                    {row.label}
                  </th>
                  <td className="py-2">
                    {row.value ?? "N/A"}
                    {row.estimated && <Estimated />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="py-12 text-center">
        <h1 className="text-2xl font-bold">CPU not found</h1>
        <Link to="/" className="mt-6 inline-block rounded bg-gray-900 px-4 py-2 text-white">
          Back to Home
        </Link>
      </section>
    );
  }
  throw error;
}
