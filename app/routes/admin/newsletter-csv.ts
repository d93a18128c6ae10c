import { requireAdmin } from "~/modules/api/require-admin.server";
import { answer, requireDatabase } from "~/modules/api/responses.server";
import { newsletterCsv } from "~/modules/admin/newsletter.server";
import type { Route } from "./+types/newsletter-csv";

/** Every newsletter sign-up as CSV: admins only (session or API token), JSON errors otherwise. */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(request, {
    GET: async () => {
      const db = requireDatabase(context.db);
      await requireAdmin(request, db);
      const date = new Date().toISOString().slice(0, 10);
      return new Response(await newsletterCsv(db), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="corerank-newsletter-${date}.csv"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  });
}
