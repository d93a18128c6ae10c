import { getInputProps } from "@conform-to/react";
import { useRef, useState } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Field, inputClass } from "./form-controls";
import { SCREENSHOT_COUNT_ERROR, screenshotSizeError, screenshotTypeError } from "./form-messages";
import {
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOTS,
  SCREENSHOT_TYPES,
  SCREENSHOTS_FIELD,
  type FormMessage,
} from "./submission-forms";

const ACCEPTED: readonly string[] = SCREENSHOT_TYPES;

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The screenshots input. Without JavaScript it is a plain multiple file input.
 * With it, files chosen in several goes add up, each is listed with a Remove
 * button, and the input's own file list is kept equal to the list shown (a
 * DataTransfer is the only way to set it), so the form posts what is listed.
 * Type and size are checked here for quick feedback; the server checks the
 * content again.
 */
export function ScreenshotPicker({ label, help }: { label: string; help: string }) {
  const { t, number } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  // undefined until the visitor changes the files: the last post's error is about the old ones.
  const [problem, setProblem] = useState<FormMessage | null | undefined>(undefined);

  function keep(next: File[]) {
    const transfer = new DataTransfer();
    for (const file of next) transfer.items.add(file);
    if (input.current) input.current.files = transfer.files;
    setFiles(next);
  }

  function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const next = [...files];
    let issue: FormMessage | null = null;
    for (const file of Array.from(event.currentTarget.files ?? [])) {
      if (next.some((kept) => sameFile(kept, file))) continue;
      if (!ACCEPTED.includes(file.type)) issue ??= screenshotTypeError(file.name);
      else if (file.size > MAX_SCREENSHOT_BYTES) issue ??= screenshotSizeError(file.name);
      else if (next.length >= MAX_SCREENSHOTS) issue ??= SCREENSHOT_COUNT_ERROR;
      else next.push(file);
    }
    setProblem(issue);
    keep(next);
  }

  function remove(file: File) {
    keep(files.filter((kept) => kept !== file));
    setProblem(null);
    input.current?.focus();
  }

  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? t("forms.fileSize.kb", { size: number(Math.max(1, Math.round(bytes / 1024)), 0) })
      : t("forms.fileSize.mb", { size: number(bytes / (1024 * 1024), 1) });

  return (
    <Field name={SCREENSHOTS_FIELD} label={label} help={help} error={problem}>
      {(field, aria) => (
        <>
          <input
            {...getInputProps(field, { type: "file", ariaAttributes: false })}
            {...aria}
            ref={input}
            multiple
            accept={SCREENSHOT_TYPES.join(",")}
            onChange={choose}
            className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-gray-200 file:px-3 file:py-1 file:text-gray-900`}
          />
          {files.length > 0 && (
            <ul
              aria-label={t("forms.benchmark.chosenFiles")}
              className="mt-2 divide-y divide-gray-200 rounded border border-gray-300 bg-white"
            >
              {files.map((file) => (
                <li
                  key={`${file.name}|${file.size}|${file.lastModified}`}
                  className="flex items-center gap-3 px-3 py-2"
                >
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <span className="tabular shrink-0 text-sm text-gray-700">{size(file.size)}</span>
                  <button
                    type="button"
                    onClick={() => remove(file)}
                    aria-label={t("forms.benchmark.removeFile", { name: file.name })}
                    className="shrink-0 rounded border border-gray-400 px-3 py-1 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                  >
                    {t("forms.benchmark.remove")}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
