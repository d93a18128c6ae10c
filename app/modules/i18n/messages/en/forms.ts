/** The visitor forms: benchmark submission, issue report and contact. */
export default {
  "forms.requiredNote": "Fields marked with * are required.",
  "forms.optional": "optional",
  "forms.honeypot": "Leave this field empty",
  "forms.summary.title": "Your form could not be sent",
  "forms.unavailableNotice":
    "Our database is unavailable right now, so this form cannot be sent. Please try again later.",
  "forms.fileSize.kb": "{size} KB",
  "forms.fileSize.mb": "{size} MB",

  "forms.error.required": "{field} is required.",
  "forms.error.tooLong": "{field} can be at most {max} characters long.",
  "forms.error.email": "Enter a valid email address, for example name@example.com.",
  "forms.error.benchmark": "Choose one of the listed benchmarks.",
  "forms.error.result": "Enter the score as a number greater than 0, for example 38500 or 1520.5.",
  "forms.error.resultTooLarge": "Enter a score of at most {max}.",
  "forms.error.cpuUnknown": "Choose a CPU from the list: we have no CPU with that id.",
  "forms.error.issueType": "Choose one of the listed issue types.",
  "forms.error.url": "The page address must be a web address starting with http:// or https://.",
  "forms.error.screenshotType": "{name} is not a PNG, JPEG, GIF or WebP image.",
  "forms.error.screenshotSize": "{name} is larger than {max} MB.",
  "forms.error.screenshotCount": "Attach at most {max} screenshots.",
  "forms.error.honeypot":
    "Your form was not sent: the field “Leave this field empty” was filled in, which only automated programs do. Leave it empty and send the form again.",
  "forms.error.rateLimited":
    "You have already sent {max} forms like this in the last {minutes} minutes, so this one was not accepted. Please wait a few minutes and try again.",
  "forms.error.tooLarge":
    "The form is too large to send. Attach at most {count} screenshots of up to {max} MB each.",
  "forms.error.textTooLarge": "The form is too large to send. Please shorten your text.",
  "forms.error.unreadable": "The form could not be read. Please reload the page and try again.",
  "forms.error.unavailable":
    "The service is unavailable right now, so your form was not sent. Please try again later.",
  "forms.error.controlCharacter":
    "{field} contains a control character ({character}) that cannot be stored. Remove it and try again.",
  "forms.error.uploadAddressQuota":
    "You have already uploaded {used} MB of screenshots today; each address may upload {max} MB a day. Send the result without screenshots, or try again tomorrow.",
  "forms.error.uploadQuota":
    "The storage for screenshots is full, so your form was not sent. Send the result without screenshots, or try again later.",

  "forms.benchmark.meta.title": "Submit a benchmark result | CoreRank",
  "forms.benchmark.meta.description":
    "Send us a Cinebench, Geekbench, PassMark or CPU-Z result you measured, with screenshots. Every submission is reviewed before it is shown on a CPU's page.",
  "forms.benchmark.meta.keywords":
    "submit benchmark, CPU benchmark result, Cinebench score, Geekbench score, PassMark score",
  "forms.benchmark.title": "Submit a benchmark result",
  "forms.benchmark.intro":
    "Share a result you measured yourself. We review every submission. Approved results are shown on the CPU's page beside the published figure, as the lowest, median and highest visitor result; they never change a published figure. Where nothing is published, the page shows the visitors' median.",
  "forms.benchmark.methodologyLink": "How we verify visitor results",
  "forms.benchmark.benchmarkName": "Benchmark",
  "forms.benchmark.chooseBenchmark": "Choose a benchmark",
  "forms.benchmark.result": "Result",
  "forms.benchmark.resultHelp": "The score the benchmark reported, for example 38500 or 1520.5.",
  "forms.benchmark.cpu": "CPU",
  "forms.benchmark.chooseCpu": "Choose a CPU",
  "forms.benchmark.system": "Test system",
  "forms.benchmark.ram": "RAM",
  "forms.benchmark.ramPlaceholder": "e.g. 32 GB DDR5-6000",
  "forms.benchmark.motherboard": "Motherboard",
  "forms.benchmark.motherboardPlaceholder": "e.g. ASUS ROG Strix X670E-E",
  "forms.benchmark.storage": "Storage",
  "forms.benchmark.storagePlaceholder": "e.g. 2 TB NVMe SSD",
  "forms.benchmark.gpu": "Graphics card",
  "forms.benchmark.gpuPlaceholder": "e.g. NVIDIA GeForce RTX 4080",
  "forms.benchmark.screenshots": "Screenshots",
  "forms.benchmark.screenshotsHint":
    "PNG, JPG, GIF or WebP up to {max} MB each, at most {count} files.",
  "forms.benchmark.chosenFiles": "Chosen screenshots",
  "forms.benchmark.remove": "Remove",
  "forms.benchmark.removeFile": "Remove {name}",
  "forms.benchmark.submit": "Submit",
  "forms.benchmark.submitting": "Submitting...",
  "forms.benchmark.sent":
    "Thank you for your submission! Your benchmark result will be reviewed and added to our database.",

  "forms.issue.meta.title": "Report an issue with our data | CoreRank",
  "forms.issue.meta.description":
    "Found a wrong specification, a missing value or a suspicious benchmark score? Tell us and we will review and correct it.",
  "forms.issue.meta.keywords":
    "report an issue, incorrect CPU data, missing information, benchmark error, CoreRank",
  "forms.issue.title": "Report an issue",
  "forms.issue.intro":
    "Tell us what is wrong or missing. We check every report against the manufacturer's data and correct the page.",
  "forms.issue.name": "Name",
  "forms.issue.email": "Email",
  "forms.issue.issueType": "Issue type",
  "forms.issue.type.incorrect-data": "Incorrect data",
  "forms.issue.type.missing-info": "Missing information",
  "forms.issue.type.benchmark-error": "Benchmark error",
  "forms.issue.type.technical-issue": "Technical issue",
  "forms.issue.type.other": "Other",
  "forms.issue.subject": "Subject",
  "forms.issue.subjectPrefill": "Issue reported from: {url}",
  "forms.issue.description": "Description",
  "forms.issue.descriptionHelp": "What is wrong, and where did you find the correct value?",
  "forms.issue.url": "Page address",
  "forms.issue.submit": "Submit",
  "forms.issue.submitting": "Submitting...",
  "forms.issue.sent":
    "Thank you for your report! We will review the issue and make corrections as needed.",

  "forms.contact.meta.title": "Contact us | CoreRank",
  "forms.contact.meta.description":
    "Questions, suggestions or partnership ideas: write to the CoreRank team.",
  "forms.contact.meta.keywords": "contact CoreRank, CPU benchmark questions, feedback, partnership",
  "forms.contact.title": "Contact us",
  "forms.contact.intro":
    "Questions, suggestions or partnership ideas: write to us. The CoreRank team reads every message; the site itself sends no email.",
  "forms.contact.name": "Name",
  "forms.contact.email": "Email",
  "forms.contact.subject": "Subject",
  "forms.contact.message": "Message",
  "forms.contact.submit": "Send",
  "forms.contact.submitting": "Sending...",
  "forms.contact.sent": "Thank you for your message! The CoreRank team will read it.",
} satisfies Record<string, string>;
