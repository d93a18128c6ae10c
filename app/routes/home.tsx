import { Link } from "react-router";
import { getCatalog } from "~/modules/catalog/catalog.server";
import { formatScore } from "~/modules/catalog/spec-sections";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: "CoreRank: CPU benchmarks, specifications and comparisons" },
    {
      name: "description",
      content: "Compare Intel and AMD processors by benchmark scores and full specifications.",
    },
  ];
}

export function loader() {
  const catalog = getCatalog();
  return {
    readOnly: catalog.source === "fallback",
    cpus: catalog.cpus.map((c) => ({
      id: c.id,
      name: c.name,
      brand: c.brand,
      type: c.type,
      cores: c.cores,
      threads: c.threads,
      score: c.benchmarkScore,
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { cpus, readOnly } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">CPU benchmarks and specifications</h1>
      <p className="mt-2 text-gray-600">
        {cpus.length} processors, ordered by Cinebench R23 multi-core score.
      </p>
      {readOnly && (
        <p
          role="status"
          className="mt-4 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          The database is unavailable: showing a built-in list of {cpus.length} CPUs.
        </p>
      )}
      <div className="mt-6 overflow-x-auto rounded border border-gray-200 bg-white">
        <table className="tabular w-full text-left text-sm">
          <thead className="bg-gray-100 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                CPU
              </th>
              <th scope="col" className="px-3 py-2">
                Type
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Cores / threads
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Cinebench R23 multi
              </th>
            </tr>
          </thead>
          <tbody>
            {cpus.map((cpu) => (
              <tr key={cpu.id} className="border-t border-gray-100">
                <td className="px-3 py-2">
                  <Link
                    to={`/cpus/${cpu.id}`}
                    className="font-medium text-blue-700 hover:underline"
                  >
                    {cpu.name}
                  </Link>
                </td>
                <td className="px-3 py-2">{cpu.type}</td>
                <td className="px-3 py-2 text-right">
                  {cpu.cores} / {cpu.threads}
                </td>
                <td className="px-3 py-2 text-right">
                  {cpu.score === null ? "N/A" : formatScore(cpu.score)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
