/**
 * A CPU's name that never breaks inside a model number: each word with a hyphen or a digit
 * ("i9-14900K", "7950X3D", "Ultra 9 285K"'s "285K") is kept whole, so a narrow column or a
 * phone breaks "Intel Core i9-14900K" between words, never as "i9-⏎14900K". The text itself is
 * unchanged (search, copy and assistive technology read the name as written).
 */
export function CpuName({ name }: { name: string }) {
  const parts = name.split(/(\s+)/);
  return (
    <>
      {parts.map((part, i) =>
        /[-\d]/.test(part) ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
