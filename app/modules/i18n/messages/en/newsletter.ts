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
  "newsletter.left": "You have left the newsletter. {email} has been deleted.",
  "newsletter.notSubscribed": "{email} is not on the newsletter list.",
  "newsletter.privacyLink": "Privacy: what CoreRank stores",
} satisfies Record<string, string>;
