export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-gray-600">
        © {new Date().getFullYear()} CoreRank. CPU specifications and benchmark results for
        comparison.
      </div>
    </footer>
  );
}
