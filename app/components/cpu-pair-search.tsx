import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { splitComparison } from "~/modules/catalog/search";
import { useTranslation } from "~/modules/i18n/use-translation";
import { CpuCombobox, type CpuOption } from "./cpu-combobox";
import { useHydrated } from "./use-hydrated";

/**
 * The two-slot search of the home and comparison pages. Compare is enabled
 * once two different CPUs are chosen and opens their comparison page; the same
 * CPU twice is refused before the click; "A vs B" typed in a field opens that
 * comparison through /search. Without JavaScript the form sends both terms to
 * /search, which opens their comparison when each names one CPU and otherwise
 * lets the visitor choose.
 */
export function CpuPairSearch() {
  const { t, href } = useTranslation();
  const navigate = useNavigate();
  const [first, setFirst] = useState<CpuOption | null>(null);
  const [second, setSecond] = useState<CpuOption | null>(null);
  const [typed, setTyped] = useState(["", ""]);
  const typedPair = typed.find((text) => splitComparison(text) !== null);
  const same = first !== null && second !== null && first.id === second.id;
  const ready = first !== null && second !== null && !same;
  return (
    <Form
      method="get"
      action={href("/search")}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void navigate(href(`/cpus/vs/${first.id}-vs-${second.id}`));
        else if (typedPair) void navigate(href(`/search?q=${encodeURIComponent(typedPair)}`));
      }}
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
        <CpuCombobox
          label={t("home.search.first")}
          selected={first}
          onSelect={setFirst}
          onTextChange={(text) => setTyped(([, other]) => [text, other!])}
        />
        <span
          aria-hidden="true"
          className="hidden pb-2 text-center font-semibold text-gray-700 sm:block"
        >
          {t("common.vs")}
        </span>
        <CpuCombobox
          label={t("home.search.second")}
          selected={second}
          onSelect={setSecond}
          onTextChange={(text) => setTyped(([other]) => [other!, text])}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <CompareButton ready={ready || typedPair !== undefined} label={t("home.search.compare")} />
        <p role="status" className="text-sm text-gray-800">
          {ready
            ? t("home.search.ready", { a: first.name, b: second.name })
            : same
              ? t("home.search.same", { cpu: first.name })
              : t("home.search.chooseBoth")}
        </p>
      </div>
    </Form>
  );
}

/** Disabled until both CPUs are chosen, but only once the script runs: without it the button searches. */
function CompareButton({ ready, label }: { ready: boolean; label: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={hydrated && !ready}
      className="rounded bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-gray-400 disabled:text-gray-900"
    >
      {label}
    </button>
  );
}
