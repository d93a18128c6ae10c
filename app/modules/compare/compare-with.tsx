import { useState } from "react";
import { Form, useNavigate } from "react-router";
import { CpuCombobox, type CpuOption } from "~/components/cpu-combobox";
import { useTranslation } from "~/modules/i18n/use-translation";
import { comparisonPath } from "./comparison-slug";

/**
 * "Compare with…" on a CPU page: the home page's CPU search for the other CPU. Choosing a
 * suggestion opens the comparison; without JavaScript the form sends this CPU (cpu1) and the
 * typed name (cpu2) to /search, which opens the comparison or lets the visitor choose.
 */
export function CompareWith({ cpu }: { cpu: { id: string; name: string } }) {
  const { t, href } = useTranslation();
  const navigate = useNavigate();
  const [other, setOther] = useState<CpuOption | null>(null);
  return (
    <section
      aria-labelledby="compare-with"
      className="min-w-0 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="compare-with" className="text-xl font-semibold">
        {t("cpu.compareWith.heading")}
      </h2>
      <Form
        method="get"
        action={href("/search")}
        className="mt-2 flex items-end gap-2"
        onSubmit={(event) => {
          if (!other || other.id === cpu.id) return;
          event.preventDefault();
          void navigate(href(comparisonPath(cpu.id, other.id)));
        }}
      >
        <input type="hidden" name="cpu1" value={cpu.id} />
        <div className="min-w-0 flex-1">
          <CpuCombobox
            label={t("cpu.compareWith.label", { cpu: cpu.name })}
            selected={other}
            onSelect={setOther}
            name="cpu2"
          />
        </div>
        <button
          type="submit"
          className="rounded bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
        >
          {t("cpu.compareWith.submit")}
        </button>
      </Form>
    </section>
  );
}
