export default {
  "newsletter.title": "Newsletter subscription",
  "newsletter.subscribed": "Thank you for subscribing! Your address is on the newsletter list.",
  "newsletter.storedTitle": "What we store",
  "newsletter.stored.email": "Email address",
  "newsletter.stored.language": "Language",
  "newsletter.stored.date": "Subscribed on",
  "newsletter.nothingElse": "Nothing else: no name, no IP address, no tracking.",
  "newsletter.noMail":
    "This site does not send email yet, so no confirmation email is coming and no newsletter has been sent. When sending starts, it goes to this address in this language.",
  "newsletter.leaveTitle": "How to leave",
  "newsletter.leaveText":
    "Unsubscribe here at any time: your address is deleted at once. Bookmark this page to come back to it later; otherwise ask through the contact form.",
  "newsletter.unsubscribe": "Unsubscribe and delete my address",
  "newsletter.left": "You have left the newsletter. Your address has been deleted.",
  "newsletter.thanks": "Thank you. The address you sent is on the newsletter list.",
  "newsletter.thanksPrivate":
    "For privacy, this page shows nothing about the address, and sending it again changes nothing. Its own page, where it can be seen and ended, is reached only through the link shown when it was first subscribed; without that link, ask through the contact form.",
  "newsletter.keepLink":
    "Keep this page's link: it is the only way back to your subscription, and it is not sent anywhere.",
  "newsletter.privacyLink": "Privacy: what CoreRank stores",
} satisfies Record<string, string>;
