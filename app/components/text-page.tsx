/** The links in a text page's paragraphs: underlined, so colour is not their only sign. */
export const textLinkClass =
  "font-medium text-blue-700 underline underline-offset-2 hover:decoration-2 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * A titled section of a text page (about, legal), labelled by its heading.
 * A `linked` section is the target of the page's table of contents, so a jump
 * to it stops a little below the top of the window.
 */
export function TextSection({
  id,
  title,
  linked = false,
  children,
}: {
  id: string;
  title: string;
  linked?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={linked ? "mt-10 scroll-mt-4" : "mt-10"}
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}
