import { findCpu } from "~/modules/catalog/catalog.server";
import type { VisitorForm } from "./form-post.server";
import type { ScreenshotUpload } from "./screenshots.server";
import { FORM_ERRORS } from "./form-messages";
import {
  benchmarkFormSchema,
  contactFormSchema,
  issueFormSchema,
  parseVisitorForm,
  type BenchmarkFormInput,
  type ContactFormInput,
  type IssueFormInput,
} from "./submission.schema";
import { CPU_SEARCH_FIELD, resolveCpuField } from "./cpu-field.server";
import { saveBenchmarkSubmission, saveContactMessage, saveIssueReport } from "./submissions.server";
import {
  BENCHMARK_FIELDS,
  CONTACT_FIELDS,
  ISSUE_FIELDS,
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOTS,
  SCREENSHOTS_FIELD,
  type BenchmarkField,
  type ContactField,
  type IssueField,
} from "./submission-forms";

/** Room for the text fields and the multipart framing around the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * The benchmark form: the text fields, then every screenshot, each checked by content as it
 * streams into the database (ScreenshotUpload), which also holds the upload quotas.
 */
export const benchmarkForm: VisitorForm<
  BenchmarkField,
  { input: BenchmarkFormInput; screenshots: ScreenshotUpload | null }
> = {
  kind: "benchmark",
  textFields: BENCHMARK_FIELDS,
  maxBytes: MAX_SCREENSHOTS * MAX_SCREENSHOT_BYTES + FORM_OVERHEAD_BYTES,
  tooLarge: FORM_ERRORS.tooLarge,
  uploadField: SCREENSHOTS_FIELD,
  async validate(values, form, lang, upload) {
    const text = parseVisitorForm<BenchmarkField, BenchmarkFormInput>(
      benchmarkFormSchema(lang, (id) => findCpu(id)?.name),
      // The CPU as chosen in the search field, or matched from its text without the script.
      { ...values, cpu: resolveCpuField(values.cpu ?? "", form.get(CPU_SEARCH_FIELD)) },
    );
    const filesError = upload?.error ?? null;
    if (text.ok && !filesError)
      return { ok: true, data: { input: text.data, screenshots: upload } };
    return {
      ok: false,
      fieldErrors: {
        ...(text.ok ? {} : text.fieldErrors),
        ...(filesError ? { [SCREENSHOTS_FIELD]: filesError } : {}),
      },
    };
  },
  save: (db, { input, screenshots }, sender) =>
    saveBenchmarkSubmission(db, input, screenshots, sender),
};

export const issueForm: VisitorForm<IssueField, IssueFormInput> = {
  kind: "issue",
  textFields: ISSUE_FIELDS,
  maxBytes: FORM_OVERHEAD_BYTES,
  tooLarge: FORM_ERRORS.textTooLarge,
  validate: async (values) => parseVisitorForm(issueFormSchema, values),
  save: saveIssueReport,
};

export const contactForm: VisitorForm<ContactField, ContactFormInput> = {
  kind: "contact",
  textFields: CONTACT_FIELDS,
  maxBytes: FORM_OVERHEAD_BYTES,
  tooLarge: FORM_ERRORS.textTooLarge,
  validate: async (values) => parseVisitorForm(contactFormSchema, values),
  save: saveContactMessage,
};
