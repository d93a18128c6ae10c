/** The legal information page: terms of use, privacy, cookies, copyright and legal contact. */
export default {
  "legal.meta.title": "Legal information: terms, privacy and cookies | CoreRank",
  "legal.meta.description":
    "CoreRank's terms of use, privacy and cookie policy: what we store, why there are no tracking cookies, trademarks, and how to ask us to delete your data.",
  "legal.meta.keywords":
    "terms of use, privacy policy, cookie policy, copyright, trademarks, data deletion, CoreRank",
  "legal.title": "Legal information",
  "legal.intro":
    "CoreRank is a free reference site for CPU specifications and benchmark results. This page explains the terms for using it, what we store about you and why, how we use cookies, and who owns what.",
  "legal.lastUpdated": "Last updated: {date}",
  "legal.toc.title": "On this page",

  "legal.terms.title": "Terms of use",
  "legal.terms.free":
    "CoreRank is free to use. You do not need an account to browse the site, compare processors or send us a form.",
  "legal.terms.asIs":
    "Specifications and benchmark results are provided as is, for information only. We check them carefully, but they may contain errors or be out of date, and results on your own system may differ. Please confirm important figures with the manufacturer before you buy.",
  "legal.terms.estimated":
    "Each figure names its source, with a link and a date. A value no source publishes is shown as “not published”; we never fill it with a default or a formula.",
  "legal.terms.report":
    "If you find a mistake, please tell us with the “{button}” button on the page concerned or through the contact form, so that we can correct it for everyone.",
  "legal.terms.submissions":
    "When you send a benchmark result, an issue report or a message, you confirm that it is accurate to the best of your knowledge and that you have the right to share any screenshots you attach. We review benchmark results before they are added and may decline results we cannot verify.",
  "legal.terms.ads":
    "Comparison pages show links to products on Amazon. These links are advertising and are clearly labelled as sponsored. Advertising never changes specifications, scores or rankings.",
  "legal.terms.adsUnpaid":
    "Comparisons that include a laptop processor link to Amazon’s search for a few laptops. These are plain links: CoreRank earns nothing from them, and they never change specifications, scores or rankings.",
  "legal.terms.fairUse":
    "Please use the site fairly: do not try to disrupt it, overload it with automated requests or access its admin area without permission.",
  "legal.terms.liability":
    "To the extent permitted by law, CoreRank is not liable for losses arising from decisions made on the basis of the information on this site.",
  "legal.terms.changes":
    "We may update this page when the site changes. The date at the top shows the most recent update.",

  "legal.privacy.title": "Privacy policy",
  "legal.privacy.intro":
    "We collect as little as possible: CoreRank stores only what you send us, plus the standard logs of our web server.",
  "legal.privacy.storedTitle": "What we store and why",
  "legal.privacy.newsletter":
    "Newsletter: your email address, the language of the page you subscribed from and the date, so that we can send you the newsletter, plus a fingerprint (hash) of the private link to your subscription's page. No name, IP address or tracking data is kept.",
  "legal.privacy.newsletterRemove":
    "To leave the newsletter, open the private link shown when you subscribed and press the unsubscribe button: your address is deleted at once. Without that link, ask through the contact form. Sending your address again does not show or change your subscription.",
  "legal.privacy.benchmarks":
    "Benchmark submissions: the result, the system details you enter and the screenshots you attach, so that we can verify the result before adding it to our database.",
  "legal.privacy.issues":
    "Issue reports: your name, email address, subject, description and the address of the page concerned, so that we can correct the data and reply to you if needed.",
  "legal.privacy.contact":
    "Contact messages: your name, email address, subject and message, so that we can answer you.",
  "legal.privacy.logs":
    "Server logs: the standard records every web server keeps of requests, such as the address requested, the time, the IP address and the browser type. We use them only to keep the site running and secure.",
  "legal.privacy.noTracking":
    "There are no advertising trackers, analytics tools or social media plugins on this site; the social media icons are plain links. We do not sell your data or share it with advertisers.",
  "legal.privacy.amazon":
    "When you follow an Amazon link, you leave CoreRank: Amazon's own privacy and cookie policies apply on its site.",
  "legal.privacy.rights":
    "You can ask us to show you, correct or delete the data you have sent us, including your newsletter subscription. Send your request through the contact form, using the same email address, and we will act on it.",

  "legal.cookies.title": "Cookie policy",
  "legal.cookies.none":
    "CoreRank uses no advertising or analytics cookies. As a visitor, you receive no cookies at all, which is why there is no cookie banner to accept or decline.",
  "legal.cookies.language":
    "Your choice of language is kept in the page address (for example /de/ for German), not in a cookie.",
  "legal.cookies.admin":
    "The only cookie is the session cookie set when the site's operator signs in to the admin area. It is strictly necessary for signing in, it cannot be read by scripts on the page (httpOnly), and it ends when the operator signs out or the session expires.",

  "legal.copyright.title": "Copyright and trademarks",
  "legal.copyright.site":
    "The text and design of CoreRank are protected by copyright and belong to CoreRank.",
  "legal.copyright.facts":
    "CPU specifications are facts, gathered from the manufacturers' public specification pages. Benchmark scores are curated reference results and verified results sent by visitors.",
  "legal.copyright.benchmarks":
    "Cinebench, Geekbench, PassMark and CPU-Z are trademarks of their respective owners.",
  "legal.copyright.brands":
    "Intel, Core and Xeon are trademarks of Intel Corporation. AMD, Ryzen, EPYC and Threadripper are trademarks of Advanced Micro Devices, Inc.",
  "legal.copyright.identify":
    "We use these names only to identify products and benchmarks. CoreRank is independent and is not affiliated with or endorsed by any of these companies.",
  "legal.copyright.claims":
    "If you believe that something on this site infringes your rights, please tell us through the contact form.",

  "legal.contact.title": "Legal contact",
  "legal.contact.text":
    "For legal questions, data requests and copyright notices, write to us through the contact form. Please say in the subject what your request is about, for example “Data deletion request”. We reply to the email address you enter in the form.",
  "legal.contact.link": "Go to the contact form",
  "legal.operator.title": "Site operator",
  "legal.operator.intro": "This site is operated by:",
  "legal.operator.address": "Postal address",
  "legal.operator.email": "Email",
  "legal.operator.phone": "Phone",
  "legal.operator.register": "Register entry",
  "legal.operator.missing":
    "The operator of this site has not published a name, postal address or contact details. Until they do, the contact form below is the only way to reach them.",
} satisfies Record<string, string>;
