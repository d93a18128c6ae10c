import { useEffect, useId, useRef, useState } from "react";
import { splitComparison } from "~/modules/catalog/search";
import { useTranslation } from "~/modules/i18n/use-translation";
import { CpuName } from "./cpu-name";

export interface CpuOption {
  id: string;
  name: string;
  brand: string;
  architecture: string | null;
  benchmarkScore: number | null;
}

/** How long typing must pause before the server is asked for suggestions. */
const DEBOUNCE_MS = 150;

/** The text as the server matches it: the same text in another case gives the same answer. */
const queryOf = (text: string) => text.trim().toLowerCase();

interface Props {
  label: string;
  selected: CpuOption | null;
  onSelect: (cpu: CpuOption | null) => void;
  /** The typed text, for a form that acts on "A vs B" typed in one field. */
  onTextChange?: (text: string) => void;
  /** The field's name in the form sent without the script; q unless a form needs a slot (cpu2). */
  name?: string;
}

/**
 * A CPU picker following the WAI-ARIA combobox pattern (list autocomplete):
 * suggestions as spec section 5 describes them (none for blank text; name,
 * brand or architecture, case-insensitive; at most 8 by score), asked of the
 * server (GET /api/suggest) once typing pauses and kept per text, so the page
 * never carries the catalog. Arrow Up and Down cycle through them, Enter picks
 * the highlighted one, Escape and a click outside close the list; a line says
 * when no CPU matches. Without JavaScript it is a plain text field named `name` (q).
 */
export function CpuCombobox({ label, selected, onSelect, onTextChange, name = "q" }: Props) {
  const { t, number } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const root = useRef<HTMLDivElement>(null);
  const cache = useRef(new Map<string, CpuOption[]>());
  const [text, setText] = useState(selected?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The answers this component has, by query; a render shows the current text's, if it has it.
  const [answers, setAnswers] = useState<ReadonlyMap<string, CpuOption[]>>(new Map());
  // "A vs B" is a comparison for the form to open, not a CPU to suggest.
  const query = splitComparison(text) ? "" : queryOf(text);
  const suggestions = (query === "" ? [] : answers.get(query)) ?? [];
  const answered = query !== "" && answers.has(query);
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    if (query === "" || cache.current.has(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/suggest?q=${encodeURIComponent(query)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<CpuOption[]>) : null))
        .then((found) => {
          if (!found) return;
          cache.current.set(query, found);
          setAnswers(new Map(cache.current));
        })
        .catch(() => {
          // Aborted by newer typing, or offline: the field still works as plain text.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [open]);

  function choose(cpu: CpuOption) {
    setText(cpu.name);
    setOpen(false);
    setActive(-1);
    onSelect(cpu);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (!open) {
        setOpen(true);
        setActive(step === 1 ? 0 : count - 1);
      } else {
        setActive((current) =>
          current === -1 && step === -1 ? count - 1 : (current + step + count) % count,
        );
      }
    } else if (event.key === "Enter") {
      const cpu = expanded ? suggestions[active] : undefined;
      // Enter picks a suggestion, opens a typed "A vs B", or does nothing.
      event.preventDefault();
      if (cpu) choose(cpu);
      else if (splitComparison(text)) event.currentTarget.form?.requestSubmit();
    } else if (event.key === "Escape") {
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div ref={root} className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("home.search.placeholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onTextChange?.(event.target.value);
          setOpen(true);
          setActive(-1);
          if (selected) onSelect(null);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="mt-1 w-full rounded border border-gray-400 bg-white px-3 py-2 text-base"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("home.search.suggestions")}
        hidden={!expanded}
        className="absolute z-10 mt-1 max-h-80 w-full overflow-auto rounded border border-gray-300 bg-white py-1 shadow-lg"
      >
        {expanded &&
          suggestions.map((cpu, index) => (
            // The keyboard works through the input, as the WAI-ARIA combobox pattern prescribes.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={cpu.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(cpu)}
              onPointerMove={() => setActive(index)}
              className={`cursor-pointer px-3 py-2 ${index === active ? "bg-blue-100" : ""}`}
            >
              <span className="block font-medium">
                <CpuName name={cpu.name} />
              </span>
              <span className="block text-xs text-gray-700">
                {cpu.brand}
                {cpu.architecture ? ` · ${cpu.architecture}` : ""}
                {cpu.benchmarkScore !== null
                  ? ` · ${t("home.search.score", { score: number(cpu.benchmarkScore, 0) })}`
                  : ""}
              </span>
            </li>
          ))}
      </ul>
      <p role="status" className="mt-1 min-h-5 text-sm text-gray-700">
        {open && answered && suggestions.length === 0 && !selected
          ? t("home.search.noMatch", { query: text.trim() })
          : ""}
      </p>
    </div>
  );
}
