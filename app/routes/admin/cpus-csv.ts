export function loader() {
  return Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
}
