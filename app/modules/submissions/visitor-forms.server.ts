import { findCpu } from "~/modules/catalog/catalog.server";
import type { VisitorForm } from "./form-post.server";
import { checkUploadQuota } from "./rate-limit.server";
import { chosenFiles, checkScreenshots, type CheckedScreenshot } from "./screenshots.server";
import {
  benchmarkFormSchema,
  contactFormSchema,
  issueFormSchema,
  validateForm,
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
  MAX_SCREENSHOT_MB,
  MAX_SCREENSHOTS,
  SCREENSHOTS_FIELD,
  type BenchmarkField,
  type ContactField,
  type IssueField,
} from "./submission-forms";

/** Room for the text fields and the multipart framing around the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** The benchmark form: the text fields, then every screenshot, each checked by content. */
export const benchmarkForm: VisitorForm<
  BenchmarkField,
  { input: BenchmarkFormInput; screenshots: CheckedScreenshot[] }
> = {
  kind: "benchmark",
  textFields: BENCHMARK_FIELDS,
  maxBytes: MAX_SCREENSHOTS * MAX_SCREENSHOT_BYTES + FORM_OVERHEAD_BYTES,
  tooLarge: {
    key: "forms.error.tooLarge",
    vars: { count: MAX_SCREENSHOTS, max: MAX_SCREENSHOT_MB },
  },
  async validate(values, form, lang) {
    const text = validateForm<BenchmarkField, BenchmarkFormInput>(
      benchmarkFormSchema(lang, (id) => findCpu(id)?.name),
      // The CPU as chosen in the search field, or matched from its text without the script.
      { ...values, cpu: resolveCpuField(values.cpu ?? "", form.get(CPU_SEARCH_FIELD)) },
    );
    const files = await checkScreenshots(chosenFiles(form.getAll(SCREENSHOTS_FIELD)));
    if (text.ok && files.ok)
      return { ok: true, data: { input: text.data, screenshots: files.screenshots } };
    return {
      ok: false,
      fieldErrors: {
        ...(text.ok ? {} : text.fieldErrors),
        ...(files.ok ? {} : { [SCREENSHOTS_FIELD]: files.error }),
      },
    };
  },
  async save(db, { input, screenshots }, sender) {
    // The upload quotas before anything is stored: the address's bytes today, the site's total
    // (a FormRefusedError: 413 or 507 with a translated message).
    const bytes = screenshots.reduce((total, shot) => total + shot.bytes.byteLength, 0);
    const refused = await checkUploadQuota(db, sender.addressHash, bytes);
    if (refused) throw refused;
    return saveBenchmarkSubmission(db, input, screenshots, sender);
  },
};

export const issueForm: VisitorForm<IssueField, IssueFormInput> = {
  kind: "issue",
  textFields: ISSUE_FIELDS,
  maxBytes: FORM_OVERHEAD_BYTES,
  tooLarge: { key: "forms.error.textTooLarge" },
  validate: async (values) => validateForm(issueFormSchema, values),
  save: saveIssueReport,
};

export const contactForm: VisitorForm<ContactField, ContactFormInput> = {
  kind: "contact",
  textFields: CONTACT_FIELDS,
  maxBytes: FORM_OVERHEAD_BYTES,
  tooLarge: { key: "forms.error.textTooLarge" },
  validate: async (values) => validateForm(contactFormSchema, values),
  save: saveContactMessage,
};
