import { Form, Link } from "react-router";
import { textLinkClass } from "~/components/text-page";
import { useTranslation } from "~/modules/i18n/use-translation";

/** What a CPU page's 404 carries: the id asked for and the catalog's closest names to it. */
export interface CpuNotFound {
  id: string;
  closest: { id: string; name: string }[];
}

/**
 * The way on from an unknown CPU address: a search box (a GET form to /search, so it works
 * without script) filled with the id's words, and links to the closest names.
 */
export function CpuNotFoundDetail({ found }: { found: CpuNotFound | null }) {
  const { t, href } = useTranslation();
  const words = found?.id.replace(/-+/g, " ").trim() ?? "";
  return (
    <>
      <Form method="get" action={href("/search")} className="mx-auto mt-6 flex max-w-md gap-2">
        <input
          name="q"
          type="search"
          required
          defaultValue={words}
          aria-label={t("common.search.label")}
          placeholder={t("common.search.placeholder")}
          className="min-w-0 flex-1 rounded border border-gray-400 bg-white px-3 py-2"
        />
        <button
          type="submit"
          className="rounded bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
        >
          {t("common.search.submit")}
        </button>
      </Form>
      {found && found.closest.length > 0 && (
        <nav aria-labelledby="closest-cpus" className="mx-auto mt-6 max-w-md text-left">
          <h2 id="closest-cpus" className="font-medium">
            {t("common.cpuNotFound.closest")}
          </h2>
          <ul className="mt-2 space-y-1">
            {found.closest.map((cpu) => (
              <li key={cpu.id}>
                <Link to={href(`/cpus/${cpu.id}`)} className={`inline-block py-1 ${textLinkClass}`}>
                  {cpu.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
